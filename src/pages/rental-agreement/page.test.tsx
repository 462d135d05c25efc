import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';

const PATH = '/property-management/rental-agreement';

function faqData(container: HTMLElement) {
  const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')];
  return scripts
    .map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>)
    .find((data) => data['@type'] === 'FAQPage');
}

describe('RentalAgreementPage', () => {
  it.each([
    ['en', en],
    ['he', he],
  ] as const)(
    'shows every section of the template (%s)',
    async (lang, copy) => {
      await renderRoute(`/${lang}${PATH}`);
      expect(screen.getByRole('heading', { level: 1, name: copy.hero.title })).toBeInTheDocument();
      expect(screen.getByRole('complementary', { name: copy.alert.title })).toHaveTextContent(copy.alert.text);

      const heading = (name: string) => screen.getByRole('heading', { level: 2, name });
      const region = (name: string) => screen.getByRole('region', { name });

      for (const benefit of copy.benefits.items) expect(within(region(copy.benefits.title)).getByText(benefit.title));
      const sections = within(region(copy.sections.title)).getAllByRole('listitem');
      expect(sections).toHaveLength(10);
      copy.sections.items.forEach((item, index) => expect(sections[index]).toHaveTextContent(item.title));

      const guide = within(region(copy.guide.title)).getAllByRole('listitem');
      expect(guide).toHaveLength(5);

      expect(heading(copy.faq.title)).toBeInTheDocument();
      for (const item of copy.faq.items)
        expect(screen.getByRole('button', { name: item.question })).toBeInTheDocument();

      for (const title of [copy.notes.title, copy.download.title, copy.usage.title, copy.disclaimer.title]) {
        expect(heading(title)).toBeInTheDocument();
      }
      const warning = within(region(copy.warning.title)).getAllByRole('listitem');
      expect(warning).toHaveLength(5);

      const help = region(copy.help.title);
      expect(within(help).getByRole('link', { name: new RegExp(copy.help.links[0]!.title) })).toHaveAttribute(
        'href',
        `/${lang}/property-management`,
      );
      expect(within(help).getByRole('link', { name: new RegExp(copy.help.links[1]!.title) })).toHaveAttribute(
        'href',
        `/${lang}/investment`,
      );
      expect(within(help).getByRole('link', { name: new RegExp(copy.help.links[2]!.title) })).toHaveAttribute(
        'href',
        `/${lang}/contact`,
      );
    },
    20_000,
  );

  it('states the 2026 facts the warning and FAQ rely on', () => {
    expect(en.warning.items[0]).toBe(
      'A 20% late penalty from the first day: the law lets the tenant pay within 8 days before the 20% compensation applies.',
    );
    expect(en.faq.items[2]!.answer).toContain('stamp duty of 10% of one month');
    expect(he.faq.items[2]!.answer).toContain('10%');
  });

  it('emits the six questions as FAQPage structured data in the page language', async () => {
    const { container } = await renderRoute(`/he${PATH}`);
    const data = faqData(container);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'he',
      url: expect.stringMatching(/\/he\/property-management\/rental-agreement$/),
    });
    const questions = data!.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions.map((question) => question.name)).toEqual(he.faq.items.map((item) => item.question));
    expect(questions[0]!.acceptedAnswer.text).toBe(he.faq.items[0]!.answer);
    expect(questions).toHaveLength(6);
  });

  it('scrolls to the download form from the hero button and moves focus there', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    await renderRoute(`/en${PATH}`);
    const button = screen.getByRole('link', { name: en.heroButton });
    expect(button).toHaveAttribute('href', '#template-download');
    await user.click(button);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    const section = screen.getByRole('region', { name: en.download.title });
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(section).toHaveFocus();
  });

  it('loads the download form into its section', async () => {
    await renderRoute(`/en${PATH}`);
    const section = screen.getByRole('region', { name: en.download.title });
    expect(await within(section).findByRole('textbox', { name: 'Full name' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('button', { name: en.download.form.submit })).toBeDisabled());
  });
});
