import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { FaqItem } from '@/lib/seo/json-ld';

export interface FaqAccordionProps {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  intro?: string;
  items: readonly FaqItem[];
}

/**
 * A FAQ: one answer open at a time, and the open one closes again on a second click. Every answer
 * is in the HTML (closed ones carry the hidden attribute), so the prerendered page holds the same
 * text as the FAQPage structured data the page builds from the same items (buildFaqPage).
 */
export function FaqAccordion({ id, title, intro, items }: FaqAccordionProps) {
  const [openItem, setOpenItem] = useState('');
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
          value={openItem}
          onValueChange={setOpenItem}
          className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {items.map((item, index) => {
            const value = `q${index + 1}`;
            return (
              <Accordion.Item key={value} value={value}>
                <Accordion.Header>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-5 text-start text-lg font-semibold text-slate-900 hover:text-brand-800 sm:px-6">
                    {item.question}
                    <ChevronDown
                      aria-hidden
                      className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content forceMount hidden={openItem !== value} className="px-5 pb-6 sm:px-6">
                  <p className="leading-relaxed text-slate-700">{item.answer}</p>
                </Accordion.Content>
              </Accordion.Item>
            );
          })}
        </Accordion.Root>
      </div>
    </section>
  );
}
