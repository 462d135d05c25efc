import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lang } from '@/lib/i18n/lang';
import { installCarouselStubs } from '../../../tests/carousel-stubs';
import { renderRoute } from '../../../tests/render';
import en from './copy.en';
import he from './copy.he';
import pt from './copy.pt';

const COPY = { en, he, pt } as const;

// The contact form is another feature's component; here it only has to show which dialog holds it.
vi.mock('@/features/contact/contact-form', () => ({
  ContactForm: (props: { subject: string; service: string; idPrefix: string }) => (
    <form
      aria-label="contact form stub"
      data-subject={props.subject}
      data-service={props.service}
      data-id-prefix={props.idPrefix}
    />
  ),
}));

let stubs: ReturnType<typeof installCarouselStubs>;
beforeEach(() => {
  stubs = installCarouselStubs();
});
afterEach(() => stubs.restore());

async function setup(lang: Lang) {
  const user = userEvent.setup();
  const view = await renderRoute(`/${lang}`);
  return { user, view, content: COPY[lang] };
}

describe.each(['en', 'he'] as const)('HomePage (%s)', (lang) => {
  it('has one h1 and the section headings in order, with no skipped levels', async () => {
    const { content } = await setup(lang);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(content.hero.title);
    expect(screen.getByText(content.hero.subtitle)).toBeInTheDocument();

    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      content.management.title,
      content.investment.title,
      content.brand.title,
      content.locations.title,
      content.whyPortugal.title,
      content.cta.property.title,
      content.cta.investment.title,
      content.faq.title,
      content.closing.title,
    ]);

    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
    });
  });

  it('links every internal link with the language prefix, to the right pages', async () => {
    const { content } = await setup(lang);
    const links = screen.getAllByRole('link');
    for (const link of links) expect(link.getAttribute('href')).toMatch(new RegExp(`^/${lang}(/|$)`));

    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(content.hero.propertyButton)).toBe(`/${lang}/property-management`);
    expect(href(content.hero.investmentButton)).toBe(`/${lang}/investment`);
    expect(href(content.management.readMore)).toBe(`/${lang}/property-management`);
    expect(href(content.investment.readMore)).toBe(`/${lang}/investment`);
    expect(href(content.brand.readMore)).toBe(`/${lang}/about`);
    expect(href(content.whyPortugal.readMore)).toBe(`/${lang}/relocation`);
    expect(href(content.closing.link)).toBe(`/${lang}/articles`);

    const locationLinks = Object.fromEntries(content.locations.items.map((item) => [item.id, href(item.linkLabel)]));
    expect(locationLinks).toEqual({
      lisbon: `/${lang}/property-management`,
      cascais: `/${lang}/investment`,
      portugal: `/${lang}/investment`,
    });
  });

  it('shows the three-card investment carousel in the page direction', async () => {
    const { content } = await setup(lang);
    const carousel = screen.getByRole('region', { name: content.carousel.label });
    expect(within(carousel).getAllByRole('group')).toHaveLength(3);
    expect(screen.getByTestId('carousel-viewport')).toHaveAttribute('dir', lang === 'he' ? 'rtl' : 'ltr');
  });

  it('opens each call-to-action dialog with its title and the contact form, one at a time', async () => {
    const { user, content } = await setup(lang);
    const propertyButton = screen.getByRole('button', { name: content.cta.property.button });
    const investmentButton = screen.getByRole('button', { name: content.cta.investment.button });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(propertyButton);
    const propertyDialog = await screen.findByRole('dialog', { name: content.cta.property.title });
    expect(propertyDialog).toHaveAccessibleDescription(content.cta.dialogDescription);
    const propertyForm = await within(propertyDialog).findByRole('form', { name: 'contact form stub' });
    expect(propertyForm).toHaveAttribute('data-subject', content.cta.property.title);
    expect(propertyForm).toHaveAttribute('data-service', 'property');
    expect(propertyForm).toHaveAttribute('data-id-prefix', 'home-property');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    // Escape closes it and gives focus back to the button that opened it.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(propertyButton).toHaveFocus();

    await user.click(investmentButton);
    const investmentDialog = await screen.findByRole('dialog', { name: content.cta.investment.title });
    const investmentForm = await within(investmentDialog).findByRole('form', { name: 'contact form stub' });
    expect(investmentForm).toHaveAttribute('data-subject', content.cta.investment.title);
    expect(investmentForm).toHaveAttribute('data-service', 'investment');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    // The translated close button closes it too, and focus returns again.
    await user.click(within(investmentDialog).getByRole('button', { name: content.cta.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(investmentButton).toHaveFocus();
  });

  it('never shows both dialogs: opening one replaces the other', async () => {
    const { user, content } = await setup(lang);
    await user.click(screen.getByRole('button', { name: content.cta.property.button }));
    await screen.findByRole('dialog', { name: content.cta.property.title });
    // A modal hides the page behind it from pointer and assistive tech; click the trigger directly.
    screen.getByRole('button', { name: content.cta.investment.button, hidden: true }).click();
    await waitFor(() =>
      expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('data-testid'))).toEqual([
        'home-dialog-investment',
      ]),
    );
  });

  it('closes a dialog on a click on the overlay', async () => {
    const { user, content } = await setup(lang);
    await user.click(screen.getByRole('button', { name: content.cta.property.button }));
    const dialog = await screen.findByRole('dialog', { name: content.cta.property.title });
    await user.click(dialog.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens one FAQ answer at a time and closes it on a second click', async () => {
    const { user, content } = await setup(lang);
    const faq = screen.getByRole('region', { name: content.faq.title });
    const questions = content.faq.items.map((item) => item.question);
    const answers = content.faq.items.map((item) => item.answer);
    const trigger = (index: number) => within(faq).getByRole('button', { name: questions[index] });
    const answer = (index: number) => within(faq).getByText(answers[index]!);

    // All answers are in the page (for the static HTML and the FAQ structured data), all closed.
    questions.forEach((_, index) => {
      expect(within(faq).getByRole('heading', { level: 3, name: questions[index] })).toBeInTheDocument();
      expect(trigger(index)).toHaveAttribute('aria-expanded', 'false');
      expect(answer(index)).not.toBeVisible();
    });

    await user.click(trigger(0));
    expect(trigger(0)).toHaveAttribute('aria-expanded', 'true');
    expect(answer(0)).toBeVisible();

    await user.click(trigger(2));
    expect(trigger(2)).toHaveAttribute('aria-expanded', 'true');
    expect(answer(2)).toBeVisible();
    expect(trigger(0)).toHaveAttribute('aria-expanded', 'false');
    expect(answer(0)).not.toBeVisible();

    await user.click(trigger(2));
    expect(trigger(2)).toHaveAttribute('aria-expanded', 'false');
    answers.forEach((_, index) => expect(answer(index)).not.toBeVisible());
  });

  it('embeds four JSON-LD blocks whose FAQ matches the visible one', async () => {
    const { view, content } = await setup(lang);
    const scripts = [...view.container.querySelectorAll('script[type="application/ld+json"]')];
    expect(scripts).toHaveLength(4);
    const blocks = scripts.map((script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>);
    expect(blocks.map((block) => block['@type'])).toEqual(['LocalBusiness', 'Service', 'Organization', 'FAQPage']);
    const faqPage = blocks[3] as {
      inLanguage: string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faqPage.inLanguage).toBe(lang);
    expect(faqPage.mainEntity.map((entity) => [entity.name, entity.acceptedAnswer.text])).toEqual([
      ...content.faq.items.map((item) => [item.question, item.answer]),
    ]);
    for (const [question, answer] of faqPage.mainEntity.map((entity) => [entity.name, entity.acceptedAnswer.text])) {
      expect(screen.getByText(question!)).toBeInTheDocument();
      expect(screen.getByText(answer!)).toBeInTheDocument();
    }
  });
});

it('writes the page title and description in the head', async () => {
  await setup('he');
  await waitFor(() => expect(document.title).toBe(`${COPY.he.meta.title} | Lusa Property`));
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', COPY.he.meta.description);
});
