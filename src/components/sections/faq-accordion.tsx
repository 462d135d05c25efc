import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FaqItem } from '@/lib/seo/json-ld';

export interface FaqAccordionProps {
  /** Id of the heading, which names the section; the questions' and answers' ids derive from it. */
  id: string;
  title: string;
  intro?: string;
  items: readonly FaqItem[];
}

/**
 * A FAQ on Radix's Accordion: one answer open at a time, the open one closes again on a second press,
 * and the arrow keys, Home and End move between the questions (the WAI-ARIA accordion pattern, in
 * either direction). Each question is a button in a heading that names its answer's region.
 *
 * Every answer is in the HTML, closed ones with the hidden attribute, so the prerendered page holds
 * the same text as the FAQPage structured data built from the same items (buildFaqPage). Radix's own
 * Accordion.Content renders a closed answer's children not at all, so the answer region is ours,
 * shown by the accordion's value.
 */
export function FaqAccordion({ id, title, intro, items }: FaqAccordionProps) {
  // The open item's value ('' when all are closed): its question's id.
  const [openValue, setOpenValue] = useState('');
  const questionId = (index: number) => `${id}-q${index + 1}`;
  return (
    <section aria-labelledby={id} className="border-t border-slate-100 py-16 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id={id} className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {title}
        </h2>
        {intro && <p className="mt-4 text-lg text-slate-600">{intro}</p>}
        <Accordion.Root
          type="single"
          collapsible
          value={openValue}
          onValueChange={setOpenValue}
          className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {items.map((item, index) => {
            const value = questionId(index);
            const open = openValue === value;
            const answerId = `${id}-a${index + 1}`;
            return (
              <Accordion.Item key={index} value={value}>
                {/* A plain heading: Radix's Accordion.Header adds only its item's state and orientation. */}
                <h3>
                  <Accordion.Trigger
                    id={questionId(index)}
                    aria-controls={answerId}
                    className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-5 text-start text-lg font-semibold text-slate-900 hover:text-brand-800 sm:px-6"
                  >
                    {item.question}
                    <ChevronDown
                      aria-hidden
                      className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-aria-expanded:rotate-180"
                    />
                  </Accordion.Trigger>
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
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      </div>
    </section>
  );
}
