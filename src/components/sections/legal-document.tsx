import type { ReactNode } from 'react';
import { RichText } from '@/components/ui/rich-text';
import { formatDate } from '@/lib/format/intl';
import { isRichText, type RichText as RichTextValue } from '@/lib/i18n/rich-text';
import { useI18n } from '@/lib/i18n/i18n-context';

/** A paragraph: plain text, or rich text with inline links. */
export type LegalParagraph = string | RichTextValue;

/** A bullet list. */
export interface LegalList {
  list: readonly LegalParagraph[];
}

/** A titled group inside a section (an h3 with its paragraphs and lists). */
export interface LegalGroup {
  title: string;
  blocks: readonly (LegalParagraph | LegalList)[];
}

export type LegalBlock = LegalParagraph | LegalList | LegalGroup;

/** One numbered section: its id is the anchor (/en/privacy#your-rights) and the same in both languages. */
export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** The copy a legal page (privacy, terms) gives its document. */
export interface LegalDocumentCopy {
  /** The date of the current version, ISO (YYYY-MM-DD); shown formatted for the page's language. */
  updated: { label: string; date: string };
  tocTitle: string;
  intro: readonly LegalParagraph[];
  sections: readonly LegalSection[];
}

const isList = (block: LegalBlock): block is LegalList => typeof block === 'object' && 'list' in block;
const isGroup = (block: LegalBlock): block is LegalGroup =>
  typeof block === 'object' && !isRichText(block) && 'title' in block;

function Paragraph({ value }: { value: LegalParagraph }) {
  return (
    <p>
      <RichText value={value} />
    </p>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (isList(block)) {
    return (
      <ul className="flex list-disc flex-col gap-2 ps-6 marker:text-brand-600">
        {block.list.map((item, index) => (
          <li key={index}>
            <RichText value={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (isGroup(block)) {
    return (
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
        <h3 className="text-lg font-semibold text-slate-900">{block.title}</h3>
        {block.blocks.map((inner, index) => (
          <Block key={index} block={inner} />
        ))}
      </div>
    );
  }
  return <Paragraph value={block} />;
}

/**
 * A legal page's body: the date of the current version, a table of contents linking to each
 * section, and the numbered sections, whose headings carry their ids so that any one can be linked.
 * `after` puts controls (a button, say) at the end of a section, by section id.
 */
export function LegalDocument({
  copy,
  after = {},
}: {
  copy: LegalDocumentCopy;
  after?: Partial<Record<string, ReactNode>>;
}) {
  const { lang } = useI18n();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-14 lg:py-16">
      <nav aria-labelledby="legal-toc-title" className="lg:sticky lg:top-24 lg:self-start">
        <h2 id="legal-toc-title" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          {copy.tocTitle}
        </h2>
        <ol className="mt-3 flex flex-col gap-1 border-s border-slate-200">
          {copy.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ms-px block border-s-2 border-transparent py-1.5 ps-4 text-slate-700 hover:border-brand-600 hover:text-brand-800"
              >
                <span className="me-1.5 text-slate-500 tabular-nums">{index + 1}.</span>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <article className="flex max-w-3xl flex-col gap-10 leading-relaxed text-slate-700">
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">
            {copy.updated.label}{' '}
            <time dateTime={copy.updated.date} className="font-medium text-slate-900">
              {formatDate(copy.updated.date, lang)}
            </time>
          </p>
          {copy.intro.map((paragraph, index) => (
            <p key={index} className="text-lg text-slate-800">
              <RichText value={paragraph} />
            </p>
          ))}
        </div>

        {copy.sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id} className="flex flex-col gap-4">
            <h2 id={section.id} className="scroll-mt-24 text-2xl font-bold text-slate-900 sm:text-3xl">
              <span className="me-2 text-brand-700 tabular-nums">{index + 1}.</span>
              {section.title}
            </h2>
            {section.blocks.map((block, blockIndex) => (
              <Block key={blockIndex} block={block} />
            ))}
            {after[section.id]}
          </section>
        ))}
      </article>
    </div>
  );
}
