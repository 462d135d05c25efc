import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names. Two classes that set the same property (`p-4` and `p-6`) must not meet in one
 * list: which one wins would depend on the stylesheet's order, not on the list's. The browser's
 * build does not check this; the development server, the tests and the prerender of every page do,
 * with tailwind-merge, and fail on a conflict. That keeps tailwind-merge (8.6 kB gzip, 35 ms at CPU
 * 4× on a page's first call) out of every page's code (docs/delivery.md, "Class names").
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV || import.meta.env.SSR) assertNoConflict(classes);
  return classes;
}

/** Throws when `classes` holds two classes for the same property, naming the ones that lose. */
export function assertNoConflict(classes: string): void {
  const merged = twMerge(classes);
  if (merged === classes) return;
  const kept = new Set(merged.split(' '));
  const all = classes.split(' ');
  const lost = all.filter((name, index) => !kept.has(name) || all.indexOf(name) !== index);
  throw new Error(`Conflicting classes in "${classes}": ${lost.join(', ')} would be overridden`);
}
