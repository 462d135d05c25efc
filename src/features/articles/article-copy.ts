// The shape of every article page's copy (src/pages/article/entries/<slug>.<lang>.ts): the page's meta and hero, the
// collection's shared words, then the article itself as sections of paragraphs, cards, lists and notes,
// rendered in that order. The English entry is typed with `satisfies ArticleCopy`; the Hebrew entry
// with its English entry's type, so the two keep the same shape.
import type { ArticlesFeatureCopy } from './copy.en';
import type { RichText } from '@/lib/i18n/rich-text';
import type { PageCopy } from '@/lib/routing/page-copy';

export type ArticleText = string | RichText;

export interface ArticleCardCopy {
  /** Names the card's icon (the same in both languages). */
  id: string;
  title: string;
  text: ArticleText;
}

export interface ArticleSectionCopy {
  /** The section's anchor (the same in both languages). */
  id: string;
  title: string;
  paragraphs: readonly ArticleText[];
  cards?: readonly ArticleCardCopy[];
  listTitle?: string;
  list?: readonly ArticleText[];
  /** Paragraphs after the cards and the list. */
  closing?: readonly ArticleText[];
  /** A boxed note at the end of the section (a scope note, a caveat). */
  note?: { title: string; text: ArticleText };
}

export interface ArticleCopy extends PageCopy {
  articles: ArticlesFeatureCopy;
  intro: readonly ArticleText[];
  sections: readonly ArticleSectionCopy[];
  /** The closing caveat: rules change, not legal or tax advice. */
  disclaimer: ArticleText;
  cta: { title: string; text: ArticleText; button: string };
}
