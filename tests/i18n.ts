// Both UI dictionaries, for tests that check texts in each language.
import { en } from '@/lib/i18n/en';
import { he } from '@/lib/i18n/he';

export const UI = { en, he } as const;
