import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { LazyBarChart } from '@/components/charts/lazy-bar-chart';
import { formatEuro, formatNumber } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import type { Lang } from '@/lib/i18n/lang';
import { usePlaceNames } from '@/lib/listings/place-names';
import { placeName } from '@shared/listings/place-name';
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

/** The bars' colour (brand-600): 6.5:1 against white. */
const BAR_COLOUR = '#226a5f';

/** Places are stored in lower case (docs/ad-alerts.md): "vila nova de gaia" reads "Vila Nova De Gaia". */
const capitalised = (place: string) =>
  place.replace(/(^|[\s-])(\p{Ll})/gu, (_, start: string, letter: string) => start + letter.toUpperCase());

/** One count group as horizontal bars, each with its label and count; from the right in Hebrew. */
function CountChart({
  title,
  rows,
  copy,
}: {
  title: string;
  rows: { key: string; label: string; count: number }[];
  copy: Copy;
}) {
  const { lang } = useI18n();
  const id = useId();
  const counts = new Map(rows.map((row) => [row.key, row.count]));
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <LazyBarChart
        title={title}
        categories={rows.map(({ key, label }) => ({ key, label }))}
        series={[{ key: 'alerts', label: copy.columns.count, color: BAR_COLOUR }]}
        value={(key) => counts.get(key) ?? 0}
        formatValue={(count) => formatNumber(count, lang)}
        orientation="horizontal"
      />
    </section>
  );
}

/** What visitors ask for in their confirmed ad alerts (docs/ad-alerts.md): counts only. */
export function DemandTool({ copy }: { copy: Copy }) {
  const { lang } = useI18n();
  const places = usePlaceNames(lang);
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
          <CountChart
            title={copy.byType}
            copy={copy}
            rows={demand.by_type.map((row) => ({ key: row.type, label: copy.type[row.type], count: row.count }))}
          />
          <CountChart
            title={copy.byPrice}
            copy={copy}
            rows={demand.by_price.map((row) => ({
              key: `${row.type}:${row.band}`,
              label: `${copy.type[row.type]} · ${bandLabel(row.band, copy, lang)}`,
              count: row.count,
            }))}
          />
          <div className="md:col-span-2">
            <CountChart
              title={copy.byPlace}
              copy={copy}
              rows={demand.by_place.map((row) => ({
                key: row.place,
                label: row.place ? placeName(capitalised(row.place), places) : copy.anyPlace,
                count: row.count,
              }))}
            />
          </div>
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
                    <bdi>{row.title}</bdi>{' '}
                    <span className="text-slate-500">
                      · <bdi>{placeName(row.location, places)}</bdi>
                    </span>
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
