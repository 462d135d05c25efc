// The article collection's words shared by the articles index and every article page, in English:
// each article's card (title and excerpt), the category and author names, and the labels around an
// article. Each page's copy module includes it, so it loads with the page, in its language only.
import type { ArticleAuthor, ArticleCategory, ArticleSlug } from '@/lib/content/articles';

const copy = {
  categories: {
    all: 'All',
    relocation: 'Relocation',
    investment: 'Investment',
    'property-management': 'Property management',
    lifestyle: 'Lifestyle',
    culture: 'Culture',
  } satisfies Record<ArticleCategory | 'all', string>,
  authors: {
    'investment-team': 'The Lusa Property investment team',
    'management-team': 'The Lusa Property management team',
    'relocation-team': 'The Lusa Property relocation team',
  } satisfies Record<ArticleAuthor, string>,
  cards: {
    'portugal-tax-reforms-2025': {
      title: "Portugal's 2025 tax reforms: what changed for property owners and newcomers",
      excerpt:
        'The NHR regime closed to new residents, IFICI for qualifying professions, the new IRS Jovem, no IMT for young first-time buyers, lower tax on long leases and the easing of the short-term rental rules: each change with its year.',
    },
    'relocating-to-portugal': {
      title: 'Relocating to Portugal: visas, paperwork and the first three months',
      excerpt:
        'D7 or D8 visa, what buying property no longer gives you, the tax number, a bank account and health insurance: the order in which to tackle them.',
    },
    'settling-in-portugal': {
      title: 'Settling in Portugal: everyday life in the first year',
      excerpt:
        'Health care, schools, learning Portuguese, choosing a region and living with the bureaucracy: practical advice for your first year in Portugal.',
    },
    'real-estate-investment': {
      title: 'Real-estate investment in Portugal: our full-service guidance',
      excerpt:
        'Seven services from the first search to the first rent payment: what we do at each stage, what you receive, and what stays with your lawyer and your bank.',
    },
    'property-management-lisbon': {
      title: 'Property management in Lisbon: what owners need to know',
      excerpt:
        "A landlord's duties in Lisbon, what the law asks of a lease, long-term or short-term letting, and what professional property management does and costs.",
    },
  } satisfies Record<ArticleSlug, { title: string; excerpt: string }>,
  labels: {
    readTime: '{n} min read',
    readingTime: 'Reading time',
    published: 'Published',
    lastReviewed: 'Last reviewed',
    author: 'By',
    category: 'Category',
    backToArticles: 'Back to all articles',
    contents: 'In this article',
    moreArticles: 'More articles',
    readArticle: 'Read the article',
  },
};

export default copy;
export type ArticlesFeatureCopy = typeof copy;
