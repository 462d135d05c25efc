import { cn } from '@/lib/cn';

export type SectionTone = 'light' | 'dark';

/** A section's eyebrow, h2 (whose id names the section) and optional intro, on a light or dark band. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: SectionTone;
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-3xl', className)}>
      {eyebrow && (
        <p
          className={cn('text-sm font-semibold tracking-wide uppercase', dark ? 'text-accent-300' : 'text-accent-700')}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={cn(
          'mt-2 text-3xl leading-tight font-bold text-balance sm:text-4xl',
          dark ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {intro && (
        <p className={cn('mt-4 text-lg leading-relaxed', dark ? 'text-brand-100' : 'text-slate-600')}>{intro}</p>
      )}
    </div>
  );
}
