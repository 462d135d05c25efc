import { Download, FileText } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { formLoadedLater } from '@/components/forms/form-loaded-later';

// The form's code and react-hook-form come after the page is ready (docs/delivery.md).
const TemplateDownloadForm = formLoadedLater(() =>
  import('./template-download-form').then((module) => module.TemplateDownloadForm),
);
import { Button } from '@/components/ui/button';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import type { TemplateDownloadSectionText } from './template-form-text';

/** The id of the download section, which the hero's button scrolls to. */
export const TEMPLATE_DOWNLOAD_SECTION_ID = 'template-download';

/** The download section (docs/product-rules.md, "Pages"): heading, intro, what the file is, and the lead form. */
export function TemplateDownloadSection({ text }: { text: TemplateDownloadSectionText }) {
  const titleId = `${TEMPLATE_DOWNLOAD_SECTION_ID}-title`;
  return (
    <section
      id={TEMPLATE_DOWNLOAD_SECTION_ID}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="scroll-mt-24 bg-brand-50 py-16 focus:outline-none sm:py-20"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <div className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-8">
          <h2 id={titleId} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {text.title}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{text.intro}</p>
          <p className="mt-4 mb-6 flex items-start gap-2 text-sm text-slate-600">
            <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
            {text.fileNote}
          </p>
          <TemplateDownloadForm text={text.form} />
        </div>
      </div>
    </section>
  );
}

/**
 * The hero's download button: a link to the download section that scrolls there smoothly (at once
 * for visitors who asked for reduced motion) and moves the keyboard focus to it.
 */
export function TemplateDownloadHeroButton({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const scrollToForm = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(TEMPLATE_DOWNLOAD_SECTION_ID);
    if (!section) return;
    event.preventDefault();
    section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };
  return (
    <Button asChild variant="accent" size="lg">
      <a href={`#${TEMPLATE_DOWNLOAD_SECTION_ID}`} onClick={scrollToForm}>
        <Download aria-hidden className="size-5" />
        {children}
      </a>
    </Button>
  );
}
