import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { formatEuro } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { getSupabase } from '@/lib/supabase/get-supabase';
import type { AdminDemandCopy } from './copy.en';

type Copy = AdminDemandCopy['demand'];

export interface Demand {
  active: number;
  by_type: { type: 'any' | 'rent' | 'sale'; count: number }[];
  by_place: { place: string; count: number }[];
  by_price: { type: 'any' | 'rent' | 'sale'; band: string; count: number }[];
  by_listing: { id: string; title: string; location: string; type: string; matched: number; mailed: number }[];
}

async function fetchDemand(): Promise<Demand> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('admin_alert_demand');
  if (error) throw new Error(error.message);
  return data as Demand;
}

/** The highest-price bands of admin_alert_demand(): [lowest, highest] euros, null for no end. */
const BANDS: Record<string, [number | null, number | null]> = {
  'rent-1000': [null, 1000],
  'rent-1500': [1001, 1500],
  'rent-2500': [1501, 2500],
  'rent-more': [2501, null],
  'sale-250k': [null, 250_000],
  'sale-500k': [250_001, 500_000],
  'sale-1m': [500_001, 1_000_000],
  'sale-more': [1_000_001, null],
};

function bandLabel(band: string, copy: Copy, lang: Lang): string {
  const range = BANDS[band];
  if (!range) return copy.bands.open;
  const [min, max] = range.map((value) => (value === null ? null : formatEuro(value, lang))) as [
    string | null,
    string | null,
  ];
  const text =
    min === null
      ? fill(copy.bands.upTo, { max: max ?? '' })
      : max === null
        ? fill(copy.bands.over, { min })
        : fill(copy.bands.between, { min, max });
  return band.startsWith('rent-') ? fill(copy.bands.perMonth, { price: text }) : text;
}

/** A small horizontal bar chart: one labelled bar per row, scaled to the largest count. */
function BarChart({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  const barHeight = 28;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-lg font-semibold text-slate-900">{title}</figcaption>
      <svg
        role="img"
        aria-label={`${title}: ${rows.map((row) => `${row.label} ${row.count}`).join(', ')}`}
        viewBox={`0 0 100 ${rows.length * barHeight}`}
        preserveAspectRatio="none"
        className="h-auto w-full"
        style={{ height: rows.length * barHeight }}
      >
        {rows.map((row, i) => (
          <rect
            key={row.label}
            x={0}
            y={i * barHeight + 4}
            width={Math.max(0.5, (row.count / max) * 100)}
            height={barHeight - 8}
            rx={1}
            className="fill-brand-600"
          />
        ))}
      </svg>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {rows.map((row) => (
          <li key={row.label} className="flex justify-between gap-4">
            <span>{row.label}</span>
            <span className="font-semibold tabular-nums">{row.count}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** What visitors ask for in their confirmed ad alerts (docs/ad-alerts.md): counts only. */
export function DemandTool({ copy }: { copy: Copy }) {
  const { lang } = useI18n();
  const query = useQuery({ queryKey: ['admin', 'alert-demand'], queryFn: fetchDemand });
  if (query.isPending) return <LoadingSpinner label={copy.loading} />;
  if (query.isError)
    return (
      <div role="alert" className="flex flex-col gap-3">
        <p className="text-amber-800">{fill(copy.failed, { message: query.error.message })}</p>
        <Button className="self-start" onClick={() => void query.refetch()}>
          {copy.retry}
        </Button>
      </div>
    );
  const demand = query.data;
  const cell = 'border-b border-slate-200 px-3 py-2 text-start';
  return (
    <div className="flex flex-col gap-8">
      <p className="text-slate-700">{copy.intro}</p>
      <p className="text-xl font-bold text-slate-900">{fill(copy.active, { count: demand.active })}</p>
      {demand.active === 0 ? (
        <p className="text-slate-700">{copy.empty}</p>
      ) : (
        <div className="grid gap-8 md:grid-cols-2">
          <BarChart
            title={copy.byType}
            rows={demand.by_type.map((row) => ({ label: copy.type[row.type], count: row.count }))}
          />
          <BarChart
            title={copy.byPrice}
            rows={demand.by_price.map((row) => ({
              label: `${copy.type[row.type]} · ${bandLabel(row.band, copy, lang)}`,
              count: row.count,
            }))}
          />
          <section className="flex flex-col gap-2 md:col-span-2">
            <h2 className="text-lg font-semibold text-slate-900">{copy.byPlace}</h2>
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th className={cell}>{copy.columns.place}</th>
                  <th className={cell}>{copy.columns.count}</th>
                </tr>
              </thead>
              <tbody>
                {demand.by_place.map((row) => (
                  <tr key={row.place}>
                    <td className={cell}>
                      <bdi className="capitalize">{row.place || copy.anyPlace}</bdi>
                    </td>
                    <td className={`${cell} tabular-nums`}>{row.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{copy.byListing}</h2>
        {demand.by_listing.length === 0 ? (
          <p className="text-slate-700">{copy.noListings}</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr>
                <th className={cell}>{copy.columns.listing}</th>
                <th className={cell}>{copy.columns.matched}</th>
                <th className={cell}>{copy.columns.mailed}</th>
              </tr>
            </thead>
            <tbody>
              {demand.by_listing.map((row) => (
                <tr key={row.id}>
                  <td className={cell}>
                    <bdi>{row.title}</bdi> <span className="text-slate-500">· {row.location}</span>
                  </td>
                  <td className={`${cell} tabular-nums`}>{row.matched}</td>
                  <td className={`${cell} tabular-nums`}>{row.mailed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
