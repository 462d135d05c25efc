import articlesEn from '@/features/articles/copy.en';
import { FACTS_YEAR } from '@/lib/content/facts';
import { link, rich, strong } from '@/lib/i18n/rich-text';
import type { ArticleCopy } from '@/features/articles/article-copy';

const card = articlesEn.cards['settling-in-portugal'];

const copy = {
  meta: {
    title: 'Settling in Portugal: everyday life in the first year',
    description:
      'Registering with a doctor, choosing a school, learning European Portuguese, picking a region and handling the bureaucracy: practical advice for your first year in Portugal.',
  },
  hero: { title: card.title, subtitle: card.excerpt },
  articles: articlesEn,
  intro: [
    'The first year is when a move turns into a life: a family doctor, a school, a café where they know your order. It is also the year of queues, forms and appointments.',
    'Here is what helps, gathered from the families we have helped settle in Lisbon, Cascais, Porto and the Algarve.',
  ],
  sections: [
    {
      id: 'health',
      title: 'Health care',
      paragraphs: [
        'Once you are resident, register at the health centre (centro de saúde) of your area to get a user number for the national health service (SNS). Waiting times for a family doctor vary a lot between areas, so many newcomers keep private health insurance for the first years, for faster access to specialists.',
      ],
      list: [
        rich`${strong('112')} is the emergency number, as everywhere in the EU.`,
        rich`${strong('SNS 24')} (808 24 24 24) is the national health line for advice when you are unsure where to go, with English spoken.`,
        rich`${strong('Pharmacies')} are a good first stop for minor complaints; pharmacists give advice and many medicines.`,
      ],
    },
    {
      id: 'schools',
      title: 'Schools',
      paragraphs: [
        'Public schools are free and teach in Portuguese; they offer extra Portuguese lessons to children whose first language is another one, and most children pick the language up faster than their parents.',
        'International schools in Lisbon, Cascais, Porto and the Algarve follow British, American, French and other programmes. They charge fees and the popular ones have waiting lists, so apply months before the school year starts in September.',
      ],
    },
    {
      id: 'language',
      title: 'Learning Portuguese',
      paragraphs: [
        'European Portuguese sounds quite different from the Brazilian Portuguese most apps teach, so look for a course or teacher who uses the European variety. The state offers free Portuguese courses for immigrants (Português Língua de Acolhimento), and private schools run evening classes in every city.',
        'You can get by in English in Lisbon and the Algarve, but a few sentences of Portuguese change how offices, neighbours and tradespeople respond to you.',
      ],
    },
    {
      id: 'where-to-live',
      title: 'Choosing where to live',
      paragraphs: ['Each region suits a different life:'],
      list: [
        rich`${strong('Lisbon:')} the most jobs, international schools and culture, and the highest rents.`,
        rich`${strong('Cascais and Oeiras:')} the coast west of Lisbon, popular with families, with good schools and trains into the city.`,
        rich`${strong('Porto:')} smaller and more affordable than Lisbon, with a strong character of its own and a growing tech scene.`,
        rich`${strong('The Algarve:')} sun and beaches, many English speakers, and much quieter in winter.`,
        rich`${strong('The interior:')} the lowest prices and real village life; you will need a car and better Portuguese.`,
      ],
      closing: [
        rich`Rent for six months to a year before you buy: seasons, traffic and neighbours look different after a winter. When you are ready to buy, our ${link({ route: 'article', slug: 'real-estate-investment' }, 'investment guidance')} takes it from there.`,
      ],
    },
    {
      id: 'everyday-life',
      title: 'Everyday life and culture',
      paragraphs: [
        'Bureaucracy is slower than most newcomers expect. Book appointments online where you can, bring copies of every document, and expect to go back more than once. The tax portal (Portal das Finanças) handles much of your paperwork online once you have its password.',
        'Day to day, you will pay with Multibanco cards and the MB WAY app, eat lunch later and longer than at home, and find that a polite "bom dia" opens more doors than speed. June brings the popular saints\' festivals, with sardines and street parties in Lisbon and Porto.',
        rich`If you drive, check early whether and by when your licence must be exchanged for a Portuguese one: the rules depend on the country that issued it. The ${link('settling', 'settling-in guide')} covers more of the practical steps.`,
      ],
    },
  ],
  disclaimer: `Practical information as of our last review, November ${FACTS_YEAR}. Public services and their rules change; check with the office concerned before you rely on a detail.`,
  cta: {
    title: 'Need a hand settling in?',
    text: 'From finding a rental to sorting out the first appointments, tell us what you need and we will tell you how we can help.',
    button: 'Contact us',
  },
} satisfies ArticleCopy;

export default copy;
export type SettlingArticleCopy = typeof copy;
