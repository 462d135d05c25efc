import { Download, FileText } from 'lucide-react';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import { usePrefersReducedMotion } from '@/lib/hooks/use-prefers-reduced-motion';
import type { TemplateDownloadSectionText } from './template-form-text';

// The form (react-hook-form, zod, the submission path) is not part of the page's first load: it
// loads when the section comes near the screen, or when the hero's button heads for it.
const TemplateDownloadForm = lazy(() =>
  import('./template-download-form').then((module) => ({ default: module.TemplateDownloadForm })),
);

/** The id of the download section, which the hero's button scrolls to. */
export const TEMPLATE_DOWNLOAD_SECTION_ID = 'template-download';

/** How far ahead of the screen the form starts loading. */
const PRELOAD_MARGIN = '600px 0px';

/** True once the element has come within the margin of the viewport (at once where nothing can tell). */
function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/** The download section (docs/product-rules.md, "Pages"): heading, intro, what the file is, and the lead form. */
export function TemplateDownloadSection({ text }: { text: TemplateDownloadSectionText }) {
  const ref = useRef<HTMLElement>(null);
  const showForm = useNearViewport(ref);
  const titleId = `${TEMPLATE_DOWNLOAD_SECTION_ID}-title`;
  return (
    <section
      ref={ref}
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
          {showForm ? (
            <Suspense fallback={<LoadingSpinner label={text.loading} />}>
              <TemplateDownloadForm text={text.form} />
            </Suspense>
          ) : (
            <LoadingSpinner label={text.loading} />
          )}
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
