import { cn } from './cn';

// The overrides the site's components make: a caller's className over a component's own classes.
const OVERRIDES = [
  ['flex size-11 rounded-xl', 'mt-0.5 size-9 rounded-full bg-brand-50', 'flex mt-0.5 size-9 rounded-full bg-brand-50'],
  [
    'font-medium text-brand-700 underline hover:text-brand-900',
    'text-white hover:text-accent-200',
    'font-medium underline text-white hover:text-accent-200',
  ],
  [
    'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
    'border-brand-200 bg-brand-50/40 p-6 sm:p-8',
    'rounded-2xl border shadow-sm border-brand-200 bg-brand-50/40 p-6 sm:p-8',
  ],
  [
    'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/50 h-11 px-5',
    'bg-red-700 hover:bg-red-800 disabled:bg-red-700/50',
    'text-white h-11 px-5 bg-red-700 hover:bg-red-800 disabled:bg-red-700/50',
  ],
  // A font size sets the line height too, so it replaces a leading-*.
  ['leading-relaxed text-slate-700', 'text-lg', 'text-slate-700 text-lg'],
  ['px-3 py-2 text-sm font-medium', 'block text-base', 'px-3 py-2 font-medium block text-base'],
  ['size-6', 'size-4', 'size-4'],
  ['px-4 sm:px-6', 'p-6', 'sm:px-6 p-6'],
  ['inset-x-0', 'inset-0', 'inset-0'],
] as const;

describe('cn', () => {
  it.each(OVERRIDES)('lets "%s" be overridden by "%s"', (own, caller, merged) => {
    expect(cn(own, caller)).toBe(merged);
  });

  it.each([true, false])('joins conditional classes and drops falsy ones (hidden: %s)', (hidden) => {
    expect(cn('a-class', hidden && 'hidden', undefined, { 'font-bold': true, italic: false })).toBe(
      hidden ? 'a-class hidden font-bold' : 'a-class font-bold',
    );
  });
});
