// The rates job (docs/owner-tax-summary.md, "The rates job"): exchange-rates-fetch reads the ECB's
// reference rates through an injected fetch, stores the shekel's rate of each day once, and stores
// nothing from a file it cannot read fully. Also: the local fixture of supabase/seed.sql, and the
// year summary's splitCents against the database's private.split_cents.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  ECB_90_DAYS_URL,
  ECB_DAILY_URL,
  EcbFileError,
  exchangeRatesFetchHandler,
  parseEcbShekelRates,
} from '../../supabase/functions/_shared/handlers/exchange-rates-fetch';
import { rateFinder, splitCents, type ExchangeRateRow } from '@shared/owners/tax-summary';
import { createHarness, type Harness } from './function-harness';

const KEY = 'service-role-key';
const TODAY = '2026-03-11';

/** An ECB reference-rates file with these days (the shekel's rate, or null to leave it out). */
function ecbFile(days: [date: string, ils: string | null][]): string {
  const cubes = days
    .map(
      ([date, ils]) => `\t\t<Cube time='${date}'>
\t\t\t<Cube currency='USD' rate='1.0705'/>
\t\t\t<Cube currency='IDR' rate='17487.21'/>
${ils === null ? '' : `\t\t\t<Cube currency='ILS' rate='${ils}'/>\n`}\t\t\t<Cube currency='ZAR' rate='19.4970'/>
\t\t</Cube>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
${cubes}
\t</Cube>
</gesmes:Envelope>`;
}

describe('parseEcbShekelRates', () => {
  it("reads the shekel's rate of each day, ignoring the other currencies", () => {
    expect(parseEcbShekelRates(ecbFile([['2026-03-10', '4.0200']]), TODAY)).toEqual([
      { date: '2026-03-10', perEuro: '4.0200' },
    ]);
    expect(
      parseEcbShekelRates(
        ecbFile([
          ['2026-03-10', '4.0200'],
          ['2026-03-09', '3.9982'],
          ['2026-03-06', '3.98'],
        ]),
        TODAY,
      ),
    ).toEqual([
      { date: '2026-03-10', perEuro: '4.0200' },
      { date: '2026-03-09', perEuro: '3.9982' },
      { date: '2026-03-06', perEuro: '3.98' },
    ]);
  });

  it.each([
    ['another document', '<html><body>Service unavailable</body></html>', /not an ECB/],
    ['an envelope without days', ecbFile([]), /no day/],
    [
      'a day without the shekel',
      ecbFile([
        ['2026-03-10', '4.02'],
        ['2026-03-09', null],
      ]),
      /no shekel rate on 2026-03-09/,
    ],
    ['a rate with a comma', ecbFile([['2026-03-10', '4,02']]), /bad shekel rate/],
    ['a rate with seven decimals', ecbFile([['2026-03-10', '4.0200001']]), /bad shekel rate/],
    ['an implausible rate', ecbFile([['2026-03-10', '40.2']]), /implausible/],
    ['a date that does not exist', ecbFile([['2026-02-30', '4.02']]), /bad date/],
    ['a date in the future', ecbFile([['2026-03-12', '4.02']]), /future/],
    [
      'a day twice',
      ecbFile([
        ['2026-03-10', '4.02'],
        ['2026-03-10', '4.03'],
      ]),
      /twice/,
    ],
  ])('refuses %s', (_, xml, message) => {
    expect(() => parseEcbShekelRates(xml, TODAY)).toThrow(EcbFileError);
    expect(() => parseEcbShekelRates(xml, TODAY)).toThrow(message);
  });
});

describe('exchange-rates-fetch', () => {
  let h: Harness;
  let requested: string[];
  let answer: () => Response | Promise<Response>;

  const handler = () =>
    exchangeRatesFetchHandler(
      {
        db: h.deps.db,
        log: (line) => h.logs.push(line),
        now: () => new Date(`${TODAY}T15:30:00Z`),
        fetch: (async (input: RequestInfo | URL) => {
          requested.push(String(input));
          return answer();
        }) as typeof fetch,
      },
      KEY,
    );
  const call = (body: unknown = {}, key = KEY) =>
    handler()(
      new Request('http://functions.test/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` },
        body: JSON.stringify(body),
      }),
    );
  const stored = async () =>
    (
      await h.pglite.query<{ rate_date: string; per_euro: string; source: string }>(
        `select rate_date::text, per_euro::text, source from public.exchange_rates order by rate_date`,
      )
    ).rows;

  beforeAll(async () => {
    h = await createHarness();
  });
  beforeEach(async () => {
    await h.pglite.exec('delete from public.exchange_rates');
    h.logs.length = 0;
    requested = [];
    answer = () => new Response(ecbFile([['2026-03-10', '4.0200']]));
  });

  it('refuses a caller without the service-role key, and anything but POST', async () => {
    expect((await call({}, 'wrong')).status).toBe(401);
    const get = await handler()(new Request('http://functions.test/', { headers: { Authorization: `Bearer ${KEY}` } }));
    expect(get.status).toBe(405);
    expect(requested).toEqual([]);
  });

  it('fills an empty table from the 90-day file, then reads the daily file', async () => {
    answer = () =>
      new Response(
        ecbFile([
          ['2026-03-10', '4.0200'],
          ['2026-03-09', '3.9982'],
          ['2026-03-06', '3.9800'],
        ]),
      );
    const first = await call();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ file: '90 days', days: 3, stored: 3, from: '2026-03-06', to: '2026-03-10' });
    expect(requested).toEqual([ECB_90_DAYS_URL]);
    expect(await stored()).toEqual([
      { rate_date: '2026-03-06', per_euro: '3.980000', source: 'ECB' },
      { rate_date: '2026-03-09', per_euro: '3.998200', source: 'ECB' },
      { rate_date: '2026-03-10', per_euro: '4.020000', source: 'ECB' },
    ]);
    answer = () => new Response(ecbFile([['2026-03-11', '4.0100']]));
    expect(await (await call()).json()).toMatchObject({ file: 'daily', stored: 1 });
    expect(requested).toEqual([ECB_90_DAYS_URL, ECB_DAILY_URL]);
    expect(h.logs.at(-1)).toContain('1 stored');
  });

  it('reads the 90-day file again when asked, or when the last stored rate is more than a week old', async () => {
    await h.pglite.exec(`insert into public.exchange_rates values ('2026-03-10', 'ILS', 4.02, 'ECB')`);
    await call({ history: true });
    await h.pglite.exec(
      `delete from public.exchange_rates; insert into public.exchange_rates values ('2026-03-03', 'ILS', 4.02, 'ECB')`,
    );
    await call();
    await h.pglite.exec(
      `delete from public.exchange_rates; insert into public.exchange_rates values ('2026-03-04', 'ILS', 4.02, 'ECB')`,
    );
    await call();
    expect(requested).toEqual([ECB_90_DAYS_URL, ECB_90_DAYS_URL, ECB_DAILY_URL]);
  });

  it('stores each day once: a second run of the same file writes nothing, a corrected rate replaces the old', async () => {
    await h.pglite.exec(`insert into public.exchange_rates values ('2026-03-09', 'ILS', 3.9982, 'ECB')`);
    expect(await (await call()).json()).toMatchObject({ stored: 1 });
    expect(await (await call()).json()).toMatchObject({ stored: 0 });
    expect(await stored()).toHaveLength(2);
    answer = () => new Response(ecbFile([['2026-03-10', '4.0210']]));
    expect(await (await call()).json()).toMatchObject({ stored: 1 });
    expect((await stored()).find((row) => row.rate_date === '2026-03-10')?.per_euro).toBe('4.021000');
  });

  it("keeps a Bank of Israel rate stored for a day rather than overwrite it with the ECB's", async () => {
    await h.pglite.exec(`insert into public.exchange_rates values ('2026-03-10', 'ILS', 4.0123, 'BOI')`);
    expect(await (await call()).json()).toMatchObject({ stored: 0 });
    expect(await stored()).toEqual([{ rate_date: '2026-03-10', per_euro: '4.012300', source: 'BOI' }]);
  });

  it.each([
    [
      'a file it cannot read',
      () =>
        new Response(
          ecbFile([
            ['2026-03-10', '4.02'],
            ['2026-03-09', null],
          ]),
        ),
      /no shekel rate/,
    ],
    ['an error answer', () => new Response('Bad gateway', { status: 503 }), /HTTP 503/],
    [
      'no answer',
      () => {
        throw new TypeError('network down');
      },
      /network down/,
    ],
  ])('stores nothing and answers 502 on %s, with the reason logged', async (_, reply, reason) => {
    await h.pglite.exec(`insert into public.exchange_rates values ('2026-03-09', 'ILS', 3.9982, 'ECB')`);
    answer = reply;
    const response = await call();
    expect(response.status).toBe(502);
    expect((await response.json()).error).toMatch(reason);
    expect(await stored()).toEqual([{ rate_date: '2026-03-09', per_euro: '3.998200', source: 'ECB' }]);
    expect(h.logs.at(-1)).toMatch(/failed, nothing stored/);
  });

  it('is a scheduled job the staff inbox watches, daily', async () => {
    const { rows } = await h.pglite.query<{ schedule: string; max_gap: string }>(
      `select schedule, max_gap::text from public.scheduled_jobs where job = 'exchange-rates-fetch'`,
    );
    expect(rows).toEqual([{ schedule: '30 15 * * *', max_gap: '25:00:00' }]);
    const config = readFileSync('supabase/config.toml', 'utf8');
    expect(config).toContain('[functions.exchange-rates-fetch]\nverify_jwt = false');
  });
});

describe('the local fixture of rates (supabase/seed.sql)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    const seed = readFileSync('supabase/seed.sql', 'utf8');
    const start = seed.indexOf('-- Euro -> shekel reference rates: a FIXTURE');
    expect(start).toBeGreaterThan(0);
    const end = seed.indexOf('on conflict (rate_date, currency) do nothing;', start);
    await h.pglite.exec(seed.slice(start, end + 'on conflict (rate_date, currency) do nothing;'.length));
  });

  it('has a plausible rate on every working day from 15 months before this month to today, and none at weekends', async () => {
    const { rows } = await h.pglite.query<{ rate_date: string; per_euro: string; source: string }>(
      `select rate_date::text, per_euro::text, source from public.exchange_rates order by rate_date`,
    );
    const { rows: range } = await h.pglite.query<{ first: string; today: string; weekdays: number }>(
      `select (date_trunc('month', now() at time zone 'Europe/Lisbon') - interval '15 months')::date::text as first,
              (now() at time zone 'Europe/Lisbon')::date::text as today,
              (select count(*)::int from generate_series(date_trunc('month', now() at time zone 'Europe/Lisbon') - interval '15 months',
                 (now() at time zone 'Europe/Lisbon')::date, interval '1 day') d where extract(isodow from d) < 6) as weekdays`,
    );
    expect(rows).toHaveLength(range[0]!.weekdays);
    expect(rows[0]!.rate_date >= range[0]!.first).toBe(true);
    for (const row of rows) {
      expect(new Date(`${row.rate_date}T12:00:00Z`).getUTCDay() % 6).not.toBe(0);
      expect(Number(row.per_euro)).toBeGreaterThan(3.8);
      expect(Number(row.per_euro)).toBeLessThan(4.3);
      expect(row.source).toBe('ECB');
    }
    // So every day of the seeded months, weekends included, finds a rate for the year summary.
    const find = rateFinder(rows.map((row): ExchangeRateRow => ({ ...row, currency: 'ILS', source: 'ECB' })));
    for (
      let day = Date.parse(`${range[0]!.first}T00:00:00Z`) + 3 * 86_400_000;
      day <= Date.parse(`${range[0]!.today}T00:00:00Z`);
      day += 86_400_000
    ) {
      expect(find(new Date(day).toISOString().slice(0, 10))).not.toBeNull();
    }
  });
});

describe("splitCents and the database's private.split_cents", () => {
  it('split every amount the same way', async () => {
    const h = await createHarness();
    const shares = fc.array(fc.integer({ min: 1, max: 9998 }), { maxLength: 3 }).map((cuts) => {
      const edges = [0, ...[...new Set(cuts)].sort((a, b) => a - b), 10000];
      return edges.slice(1).map((edge, i) => edge - edges[i]!);
    });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -100_000_000, max: 100_000_000 }), shares, async (total, bps) => {
        const { rows } = await h.pglite.query<{ parts: string[] }>(
          `select private.split_cents($1::bigint, $2::integer[])::text[] as parts`,
          [total, bps],
        );
        expect(rows[0]!.parts.map(Number)).toEqual(splitCents(total, bps));
      }),
      { numRuns: 200 },
    );
  });
});
