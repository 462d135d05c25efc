import { twMerge } from 'tailwind-merge';
import { cn } from './cn';

// The overrides the site's components make (a caller's className over a component's own classes),
// as tailwind-merge with its whole default configuration resolves them.
const OVERRIDES = [
  ['flex size-11 rounded-xl', 'mt-0.5 size-9 rounded-full bg-brand-50'],
  ['font-medium text-brand-700 underline hover:text-brand-900', 'text-white hover:text-accent-200'],
  ['rounded-2xl border border-slate-200 bg-white p-6 shadow-sm', 'border-brand-200 bg-brand-50/40 p-6 sm:p-8'],
  ['rounded-lg border border-current bg-transparent hover:bg-black/5', 'size-11 rounded-full border-slate-300'],
  [
    'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/50 h-11 px-5',
    'bg-red-700 hover:bg-red-800 disabled:bg-red-700/50',
  ],
  ['leading-relaxed text-slate-700', 'text-lg'],
  ['px-3 py-2 text-sm font-medium', 'block text-base'],
  ['size-6', 'size-4'],
  ['px-4 sm:px-6', 'p-6'],
  ['inset-x-0', 'inset-0'],
] as const;

describe('cn', () => {
  it.each(OVERRIDES)('lets "%s" be overridden by "%s" as tailwind-merge does', (own, caller) => {
    expect(cn(own, caller)).toBe(twMerge(own, caller));
    expect(cn(own, caller)).not.toBe(`${own} ${caller}`);
  });

  it.each([true, false])('joins conditional classes and drops falsy ones (hidden: %s)', (hidden) => {
    expect(cn('a-class', hidden && 'hidden', undefined, { 'font-bold': true, italic: false })).toBe(
      hidden ? 'a-class hidden font-bold' : 'a-class font-bold',
    );
  });
});
