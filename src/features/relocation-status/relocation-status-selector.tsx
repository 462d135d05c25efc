import { CalendarClock, CheckCircle2, FileCheck2, Info, ListChecks, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PAGE_CONTAINER } from '@/components/layout/page-container';
import { SectionHeading } from '@/components/sections/section-heading';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n-context';
import { localizedPath } from '@/lib/routing/routes';
import type { CitizenshipStatus, SituationContent } from './status-content';
import { nextStatusSelection, type StatusSelection } from './status-selection';

const TITLE_ID = 'relocation-situation-title';
/** Where the chosen status's card appears; every button controls it. */
const DETAIL_ID = 'relocation-status-detail';

function CardPart({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="flex items-center gap-2 font-semibold text-slate-900">
        <Icon aria-hidden className="size-5 shrink-0 text-brand-700" />
        {title}
      </h4>
      <div className="mt-2 text-slate-700">{children}</div>
    </div>
  );
}

function StatusCard({ status, content }: { status: CitizenshipStatus; content: SituationContent }) {
  const { lang } = useI18n();
  const { headings } = content;
  const detail = status.content;
  const titleId = `relocation-status-${status.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="mt-8 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8"
    >
      <h3 id={titleId} className="text-2xl font-bold text-slate-900">
        {status.title}
      </h3>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">{detail.description}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <CardPart icon={FileCheck2} title={headings.visas}>
          <ul className="flex flex-col gap-3">
            {detail.visas.map((visa) => (
              <li key={visa.name} className="rounded-xl bg-brand-50 px-4 py-3">
                <p className="font-semibold text-brand-900">{visa.name}</p>
                <p className="mt-1 text-sm leading-relaxed">{visa.description}</p>
              </li>
            ))}
          </ul>
        </CardPart>

        <div className="flex flex-col gap-8">
          <CardPart icon={CalendarClock} title={headings.timeline}>
            <p className="leading-relaxed">{detail.timeline}</p>
          </CardPart>
          <CardPart icon={CheckCircle2} title={headings.benefits}>
            <ul className="flex flex-col gap-2">
              {detail.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2">
                  <CheckCircle2 aria-hidden className="mt-1 size-4 shrink-0 text-brand-600" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </CardPart>
        </div>
      </div>

      {detail.requirements && detail.requirements.length > 0 && (
        <div className="mt-8">
          <CardPart icon={ListChecks} title={headings.requirements}>
            <ol className="flex list-decimal flex-col gap-2 ps-6 marker:font-semibold marker:text-brand-700">
              {detail.requirements.map((step) => (
                <li key={step} className="ps-1 leading-relaxed">
                  {step}
                </li>
              ))}
            </ol>
          </CardPart>
        </div>
      )}

      {detail.note && (
        <aside
          aria-label={headings.note}
          className="mt-8 flex gap-3 rounded-xl border-s-4 border-accent-500 bg-accent-50 px-4 py-3"
        >
          <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-800" />
          <p className="text-slate-800">
            <strong className="font-semibold">{headings.note}: </strong>
            {detail.note}
          </p>
        </aside>
      )}

      <div className="mt-8">
        <Button asChild variant="accent" size="lg" className="w-full sm:w-auto">
          <Link to={localizedPath(lang, 'contact')}>{content.contactButton}</Link>
        </Button>
      </div>
    </article>
  );
}

/**
 * "What is your situation?": four citizenship-status buttons (toggle buttons with aria-pressed). Pressing
 * one shows its detail card, pressing it again clears the selection, pressing another switches
 * (docs/product-rules.md, "Pages"). Only the chosen card is rendered: the four cards were 3.6 kB gzip
 * of hidden HTML on every first visit. Their words come with the section's chunk, so a card appears
 * without a request.
 */
export function RelocationStatusSelector({ content }: { content: SituationContent }) {
  const [selected, setSelected] = useState<StatusSelection>(null);
  const chosen = content.statuses.find((status) => status.id === selected);
  return (
    <section aria-labelledby={TITLE_ID} className="bg-brand-50 py-16 sm:py-24">
      <div className={PAGE_CONTAINER}>
        <SectionHeading id={TITLE_ID} title={content.title} intro={content.intro} />
        <div role="group" aria-label={content.groupLabel} className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {content.statuses.map((status) => {
            const pressed = selected === status.id;
            return (
              <button
                key={status.id}
                type="button"
                aria-pressed={pressed}
                aria-controls={DETAIL_ID}
                onClick={() => setSelected((current) => nextStatusSelection(current, status.id))}
                className={cn(
                  'flex min-h-24 flex-col items-start gap-1 rounded-2xl border-2 px-5 py-4 text-start transition-colors',
                  pressed
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-brand-200 bg-white text-slate-900 hover:border-brand-500',
                )}
              >
                <span className="text-lg font-semibold">{status.title}</span>
                <span className={cn('text-sm', pressed ? 'text-brand-50' : 'text-slate-600')}>{status.hint}</span>
              </button>
            );
          })}
        </div>
        <p className="mt-6 text-slate-700" hidden={selected !== null}>
          {content.prompt}
        </p>
        <div id={DETAIL_ID}>{chosen && <StatusCard key={chosen.id} status={chosen} content={content} />}</div>
        <p className="mt-4 text-sm text-slate-600" hidden={selected === null}>
          {content.clearHint}
        </p>
      </div>
    </section>
  );
}
