import { ChevronDown } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import type { FaqItem } from '@/lib/seo/json-ld';

export interface FaqAccordionProps {
  /** Id of the heading, which names the section; the questions' and answers' ids derive from it. */
  id: string;
  title: string;
  intro?: string;
  items: readonly FaqItem[];
}

/** Keys that move focus between the questions, as in the WAI-ARIA accordion pattern. */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A FAQ: one answer open at a time, and the open one closes again on a second press. Each question is
 * a button in a heading that names its answer's region (the WAI-ARIA accordion pattern); the arrow
 * keys, Home and End move between the questions. Every answer is in the HTML (closed ones carry the
 * hidden attribute), so the prerendered page holds the same text as the FAQPage structured data the
 * page builds from the same items (buildFaqPage).
 *
 * Plain buttons rather than Radix's Accordion: the same behaviour for 8.5 kB less code (gzip) on the
 * three pages with a FAQ, and a third of the home page's FAQ hydration time (docs/delivery.md, "The
 * FAQ and the carousel's bar").
 */
export function FaqAccordion({ id, title, intro, items }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const questionId = (index: number) => `${id}-q${index + 1}`;
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = FOCUS_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    document.getElementById(questionId(move(index, items.length)))?.focus();
  };
  return (
    <section aria-labelledby={id} className="border-t border-slate-100 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id={id} className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
        <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {items.map((item, index) => {
            const open = openIndex === index;
            const answerId = `${id}-a${index + 1}`;
            return (
              <div key={index}>
                <h3>
                  <button
                    type="button"
                    id={questionId(index)}
                    aria-expanded={open}
                    aria-controls={answerId}
                    onClick={() => setOpenIndex(open ? null : index)}
                    onKeyDown={(event) => moveFocus(event, index)}
                    className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-5 text-start text-lg font-semibold text-slate-900 hover:text-brand-800 sm:px-6"
                  >
                    {item.question}
                    <ChevronDown
                      aria-hidden
                      className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-aria-expanded:rotate-180 motion-reduce:transition-none"
                    />
                  </button>
                </h3>
                <div
                  id={answerId}
                  role="region"
                  aria-labelledby={questionId(index)}
                  hidden={!open}
                  className="px-5 pb-6 sm:px-6"
                >
                  <p className="leading-relaxed text-slate-700">{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
