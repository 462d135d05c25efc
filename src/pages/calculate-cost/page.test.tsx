import { screen, within } from '@testing-library/react';
import type { Lang } from '@/lib/i18n/lang';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';
import pt from './copy.pt';

// Page loads and lazy chunks take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const COPY = { en, he, pt } as const;

async function setup(lang: Lang) {
  const view = await renderRoute(`/${lang}/property-management/calculate-cost`);
  return { view, copy: COPY[lang] };
}

describe.each(['en', 'he'] as const)('CalculateCostPage (%s)', (lang) => {
  it('has one h1, the sections in order and no skipped heading levels', async () => {
    const { copy } = await setup(lang);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      copy.averages.title,
      copy.calculator.title,
      copy.differences.title,
      copy.faq.title,
      copy.disclaimer.title,
    ]);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it('shows four average-fee cards, the calculator, the fee claims, four questions and the disclaimer', async () => {
    const { copy } = await setup(lang);
    expect(copy.averages.items.map((item) => item.id)).toEqual(['percentage', 'placement', 'pricing', 'extras']);
    for (const item of copy.averages.items) expect(screen.getByText(item.title)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: copy.calculator.rentLabel })).toBeInTheDocument();
    const text = copy.differences.paragraphs.join(' ').replace(/\u2060/g, '');
    expect(text).toContain('8%–12%');
    // The regional ranges and agencies' minimums had no source and are gone (docs/facts.md).
    expect(text).not.toMatch(/10%–15%|8%–10%|100[\s\S]*150/);
    expect(screen.getByText(copy.averages.items[2]!.value)).toHaveTextContent('20%–40%');
    expect(copy.faq.items).toHaveLength(4);
    for (const item of copy.faq.items) expect(screen.getByRole('button', { name: item.question })).toBeInTheDocument();
    expect(screen.getByText(copy.disclaimer.text)).toBeInTheDocument();
  });

  it('emits FAQPage structured data with the same questions and answers', async () => {
    const { view, copy } = await setup(lang);
    const scripts = view.container.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const data = JSON.parse(scripts[0]!.textContent ?? '') as {
      '@type': string;
      url: string;
      inLanguage: string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.url).toMatch(new RegExp(`/${lang}/property-management/calculate-cost$`));
    expect(data.inLanguage).toBe(lang);
    expect(data.mainEntity.map((entry) => [entry.name, entry.acceptedAnswer.text])).toEqual(
      copy.faq.items.map((item) => [item.question, item.answer]),
    );
    const faq = screen.getByRole('heading', { name: copy.faq.title }).closest('section')!;
    expect(within(faq).getAllByRole('button')).toHaveLength(4);
  });
});
