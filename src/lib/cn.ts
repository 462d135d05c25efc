import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import CLASS_GROUPS from './class-groups.json';

/**
 * tailwind-merge knowing only the groups of its default configuration that the site's classes belong
 * to (class-groups.json: JSON, so that Tailwind does not read the group names as classes to build).
 * Its first call builds a lookup table of every group it knows: for all 379, 7 to 9 ms on a laptop
 * (four times that on a phone, inside hydration); for these, under 1 ms. Classes of other groups
 * are left as they are, so tests/build/class-merge.test.ts fails when a class in the built
 * stylesheet belongs to a group missing from the file, and names it.
 */

const twMerge = createTailwindMerge(() => {
  const config = getDefaultConfig();
  const used = new Set(CLASS_GROUPS);
  const pick = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([group]) => used.has(group))) as Record<string, T>;
  const conflicts = (record: Record<string, readonly string[]>) =>
    Object.fromEntries(
      Object.entries(pick(record)).map(([group, others]) => [group, others.filter((g) => used.has(g))]),
    );
  return {
    ...config,
    classGroups: pick(config.classGroups),
    conflictingClassGroups: conflicts(config.conflictingClassGroups),
    conflictingClassGroupModifiers: conflicts(config.conflictingClassGroupModifiers),
  };
});

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
