import { cn } from '@/lib/cn';
import type { SectionTone } from './section-heading';

export interface Stat {
  value: string;
  label: string;
}

/** Key figures as a description list: the value large, its label under it. */
export function StatList({ stats, tone = 'light' }: { stats: readonly Stat[]; tone?: SectionTone }) {
  const dark = tone === 'dark';
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            'flex flex-col-reverse gap-1 rounded-2xl p-5',
            dark ? 'bg-white/10' : 'border border-brand-100 bg-white',
          )}
        >
          <dt className={cn('text-sm leading-snug', dark ? 'text-brand-100' : 'text-slate-600')}>{stat.label}</dt>
          <dd className={cn('text-3xl font-bold', dark ? 'text-white' : 'text-brand-800')}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
