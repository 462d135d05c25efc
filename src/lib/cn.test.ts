import { assertNoConflict, cn } from './cn';

describe('cn', () => {
  it.each([true, false])('joins conditional classes and drops falsy ones (hidden: %s)', (hidden) => {
    expect(cn('a-class', hidden && 'hidden', undefined, { 'font-bold': true, italic: false })).toBe(
      hidden ? 'a-class hidden font-bold' : 'a-class font-bold',
    );
  });

  it('keeps classes that refine one another (a padding, then its end side)', () => {
    expect(cn('px-3 py-2', 'pe-1')).toBe('px-3 py-2 pe-1');
  });

  // The tests run as the development server does, so a conflict fails the test that renders it.
  it.each([
    ['size-6', 'size-4', 'size-6'],
    ['px-3 py-2 text-sm', 'block text-base', 'text-sm'],
    ['border border-current', 'border-white/70', 'border-current'],
    ['leading-relaxed text-slate-700', 'text-lg', 'leading-relaxed'],
    ['px-4 sm:px-6', 'p-6', 'px-4'],
  ])('throws when "%s" meets "%s", naming the class that would lose (%s)', (own, caller, lost) => {
    expect(() => cn(own, caller)).toThrow(new RegExp(`: ${lost.replace('/', '\\/')} would be overridden`));
  });
});

describe('assertNoConflict', () => {
  it('names a class given twice', () => {
    expect(() => assertNoConflict('flex items-center flex')).toThrow(/: flex would be overridden/);
  });

  it('lets a list without conflicts through', () => {
    expect(() => assertNoConflict('flex items-center gap-2 rounded-lg px-3 hover:bg-black/5')).not.toThrow();
  });
});
