import type { Lang } from '@/app/route-table';
import type { Dictionary } from './dictionary';
import { en } from './en';
import { he } from './he';

// Both dictionaries are small; shipping them together keeps the language toggle instant.
export const DICTIONARIES: Record<Lang, Dictionary> = { en, he };
