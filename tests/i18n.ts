// Every UI dictionary, for tests that check texts in each language.
import { en } from '@/lib/i18n/en';
import { he } from '@/lib/i18n/he';
import { pt } from '@/lib/i18n/pt';

export const UI = { en, he, pt } as const;
