import type { Database } from '../database.ts';
import { jsonResponse } from '../http.ts';
import { sameKey } from './notification-retry.ts';

// The euro -> shekel reference rates the owner's year summary converts at (docs/owner-tax-summary.md,
// "The rates job"): pg_cron calls this function daily; it reads the European Central Bank's daily
// file (or its last 90 days, to fill a gap) and upserts the shekel's rate of each day into
// public.exchange_rates with source 'ECB'. A file it cannot read fully stores nothing: the run is
// logged and answered 502, which the job's record shows staff as a failed run.

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
export const ECB_90_DAYS_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml';

/** Without a stored rate this recent (days), the run reads the 90-day file to fill the gap. */
export const BACKFILL_AFTER_DAYS = 7;

/**
 * Shekels per euro outside this band are taken for a misread file, never stored (the rate moved
 * between about 3.5 and 5.5 in the 2010s and 2020s).
 */
const PLAUSIBLE = { min: 1, max: 20 } as const;

export interface EcbRate {
  /** 'YYYY-MM-DD'. */
  date: string;
  /** Shekels per euro as the ECB writes it ("4.0200"). */
  perEuro: string;
}

export class EcbFileError extends Error {}

const isCalendarDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  const value = new Date(Date.UTC(year!, month! - 1, day!));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month! - 1 && value.getUTCDate() === day;
};

/**
 * The shekel's rate on each day of an ECB reference-rates file (`<Cube time='…'>` days of
 * `<Cube currency='…' rate='…'/>`). Refuses the whole file when anything is off: not the ECB's
 * envelope, no day, a day without the shekel, a date that is not a real one or is in the future, a
 * rate that is not a plain positive decimal with at most six decimals or is outside a plausible band.
 */
export function parseEcbShekelRates(xml: string, today: string): EcbRate[] {
  if (!/<gesmes:Envelope[\s>]/.test(xml) || !/European Central Bank/.test(xml)) {
    throw new EcbFileError('not an ECB reference rates file');
  }
  const days = [...xml.matchAll(/<Cube\s+time=["']([^"']*)["']\s*>([\s\S]*?)<\/Cube>/g)];
  if (days.length === 0) throw new EcbFileError('no day in the file');
  const seen = new Set<string>();
  return days.map(([, date = '', body = '']) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !isCalendarDate(date)) throw new EcbFileError(`bad date "${date}"`);
    if (date > today) throw new EcbFileError(`date ${date} is in the future`);
    if (seen.has(date)) throw new EcbFileError(`date ${date} twice`);
    seen.add(date);
    const match = /<Cube\s+currency=["']ILS["']\s+rate=["']([^"']*)["']\s*\/>/.exec(body);
    if (!match) throw new EcbFileError(`no shekel rate on ${date}`);
    const perEuro = match[1]!;
    if (!/^\d{1,6}(\.\d{1,6})?$/.test(perEuro)) throw new EcbFileError(`bad shekel rate "${perEuro}" on ${date}`);
    const value = Number(perEuro);
    if (value < PLAUSIBLE.min || value > PLAUSIBLE.max) {
      throw new EcbFileError(`implausible shekel rate ${perEuro} on ${date}`);
    }
    return { date, perEuro };
  });
}

export interface ExchangeRatesDeps {
  db: Database;
  fetch: typeof fetch;
  log: (message: string) => void;
  now?: () => Date;
}

export interface ExchangeRatesResult {
  file: 'daily' | '90 days';
  /** Days read from the file. */
  days: number;
  /** Rows written (new days, or a changed rate of a day). */
  stored: number;
  from: string;
  to: string;
}

/** One run: reads the right file, checks all of it, then upserts every day in one statement. */
export async function fetchExchangeRates(
  deps: ExchangeRatesDeps,
  { history = false }: { history?: boolean } = {},
): Promise<ExchangeRatesResult> {
  const today = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
  const [latest] = await deps.db.query<{ latest: string | null }>(
    `select max(rate_date)::text as latest from public.exchange_rates where currency = 'ILS' and source = 'ECB'`,
  );
  const gapFrom = new Date(Date.parse(`${today}T00:00:00Z`) - BACKFILL_AFTER_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const longFile = history || !latest?.latest || latest.latest < gapFrom;
  const url = longFile ? ECB_90_DAYS_URL : ECB_DAILY_URL;
  const response = await deps.fetch(url, { signal: AbortSignal.timeout(20_000) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new EcbFileError(`the ECB answered HTTP ${response.status}`);
  }
  const rates = parseEcbShekelRates(await response.text(), today);
  const written = await deps.db.query<{ rate_date: string }>(
    `insert into public.exchange_rates (rate_date, currency, per_euro, source)
     select d::date, 'ILS', r::numeric, 'ECB' from unnest($1::text[], $2::text[]) as t(d, r)
     on conflict (rate_date, currency) do update set per_euro = excluded.per_euro
       -- A Bank of Israel rate stored for a day is kept; an unchanged ECB rate is not rewritten.
       where public.exchange_rates.source = 'ECB' and public.exchange_rates.per_euro <> excluded.per_euro
     returning rate_date::text`,
    [rates.map((rate) => rate.date), rates.map((rate) => rate.perEuro)],
  );
  const dates = rates.map((rate) => rate.date).sort();
  return {
    file: longFile ? '90 days' : 'daily',
    days: rates.length,
    stored: written.length,
    from: dates[0]!,
    to: dates.at(-1)!,
  };
}

/**
 * The rates job's entry: POST (body optional: `{ "history": true }` reads the 90-day file) with the
 * service-role key as a Bearer token, as pg_cron sends it.
 */
export function exchangeRatesFetchHandler(deps: ExchangeRatesDeps, key: string) {
  return async (request: Request): Promise<Response> => {
    if (request.method !== 'POST') return jsonResponse(405, { error: 'Method not allowed: use POST' });
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    if (!key || !sameKey(token, key)) return jsonResponse(401, { error: 'Unauthorized' });
    const body = (await request.json().catch(() => ({}))) as { history?: unknown } | null;
    try {
      const result = await fetchExchangeRates(deps, { history: body?.history === true });
      deps.log(
        `[exchange-rates-fetch] ${result.file} file: ${result.days} days, ${result.stored} stored (${result.from} to ${result.to})`,
      );
      return jsonResponse(200, result);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      deps.log(`[exchange-rates-fetch] failed, nothing stored: ${reason}`);
      return jsonResponse(502, { error: `Rates not stored: ${reason}` });
    }
  };
}
