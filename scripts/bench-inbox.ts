// The staff inbox's database queries with 100,000 leads: starts a throw-away PostgreSQL server
// (Debian's, as in tests/postgres; the production database is PostgreSQL), applies the local
// bootstrap and every migration, fills the lead tables, and times each query the inbox makes as a
// signed-in admin would call it (median and 95th percentile of repeated runs, measured from the
// client). Prints the figures; the target is a filtered page in under 50 ms.
//   npm run bench:inbox [-- --leads 100000 --runs 25]
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { LEAD_TABLES } from '../supabase/functions/_shared/domain/leads/lead-kinds';
import { clusterUnavailableReason, startCluster } from '../tests/postgres/throwaway-cluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const LEADS = arg('leads', 100_000);
const RUNS = arg('runs', 25);
const TARGET_MS = 50;

const ADMIN_CLAIMS = JSON.stringify({
  role: 'authenticated',
  sub: '00000000-0000-4000-8000-000000000002',
  email: 'bench@lusaproperty.local',
  app_metadata: { role: 'admin' },
});

/** Share of the leads per table (contact requests are the most common). */
const SHARES: Record<(typeof LEAD_TABLES)[number], number> = {
  contact_submissions: 0.4,
  investment_leads: 0.2,
  template_downloads: 0.2,
  newsletter_subscribers: 0.2,
};

// Realistic variety (names from lists, e-mails and phones from a hash of the row number), so a
// search for one person's address or phone is as selective as it is on real data.
const FIRST = `(array['Dana','Noa','Yael','Uri','Omer','Sarah','Emma','João','Ana','Daniel','Michael','Inês','דנה','נועה','יעל','אורי','עומר','מיכל','איתי','רוני'])`;
const LAST = `(array['Cohen','Levi','Mizrahi','Peretz','Silva','Santos','Ferreira','Smith','Rossi','Katz','כהן','לוי','מזרחי','פרץ','ביטון','אברהם','פרידמן','שפירא'])`;
const NAME = `${FIRST}[1 + (abs(hashtext(i::text)) % 20)] || ' ' || ${LAST}[1 + (abs(hashtext('l' || i)) % 18)]`;
const EMAIL = (prefix: string) =>
  `'${prefix}.' || substr(md5(i::text), 1, 10) || '@' || (array['gmail.com','walla.co.il','sapo.pt','example.com'])[1 + i % 4]`;
const PHONE = `'+351 9' || translate(substr(md5('p' || i), 1, 8), 'abcdef', '012345')`;
const WHEN = `now() - (i % 730) * interval '1 day' - (i % 86400) * interval '1 second'`;
const STATUS = `(array['new','contacted','qualified','closed','spam','closed','closed','closed'])[1 + i % 8]`;
// About 1% of notifications failed or wait in a digest, as on a bad day.
const NOTIFIED = `case when i % 100 = 0 then 'failed' when i % 100 = 1 then 'batched' else 'sent' end`;

const FILL: Record<(typeof LEAD_TABLES)[number], string> = {
  contact_submissions: `insert into public.contact_submissions (name, email, phone, message, agrees_to_terms, consent_version, created_at, status, notification_status)
    select ${NAME}, ${EMAIL('c')}, ${PHONE}, 'Message ' || i, true, '2026-11-23', ${WHEN}, ${STATUS}, ${NOTIFIED}
    from generate_series(1, $1) i`,
  investment_leads: `insert into public.investment_leads (name, email, phone, equity, leverage, mortgage_years, property_type,
      total_asset_value, expected_annual_return, loan_amount, monthly_mortgage_payment, gross_monthly_rent,
      estimated_expenses, expected_monthly_income, agrees_to_terms, consent_version, created_at, status, notification_status)
    select ${NAME}, ${EMAIL('i')}, ${PHONE}, 100000, 50, 25, 'apartment', 200000, 6.2, 100000, 600, 1100, 250, 250,
      true, '2026-11-23', ${WHEN}, ${STATUS}, ${NOTIFIED}
    from generate_series(1, $1) i`,
  template_downloads: `insert into public.template_downloads (full_name, email, agrees_to_terms, consent_version, created_at, status, notification_status)
    select ${NAME}, ${EMAIL('t')}, true, '2026-11-23', ${WHEN}, ${STATUS}, ${NOTIFIED}
    from generate_series(1, $1) i`,
  newsletter_subscribers: `insert into public.newsletter_subscribers (email, consent_version, created_at, notification_status)
    select ${EMAIL('n')}, '2026-11-23', ${WHEN}, ${NOTIFIED}
    from generate_series(1, $1) i`,
};

const QUERIES: { name: string; sql: string }[] = [
  { name: 'first screen: newest 50, all kinds', sql: `select * from public.admin_list_leads()` },
  { name: 'first screen: new and unseen counts', sql: `select * from public.admin_lead_counts()` },
  {
    name: 'kind contact, status new',
    sql: `select * from public.admin_list_leads(p_kind := 'contact', p_status := 'new')`,
  },
  {
    name: 'last 30 days, status contacted',
    sql: `select * from public.admin_list_leads(p_status := 'contacted', p_from := (now() - interval '30 days')::date, p_to := now()::date)`,
  },
  { name: 'search "דנה" (Hebrew name)', sql: `select * from public.admin_list_leads(p_search := 'דנה')` },
  {
    name: 'search one person by e-mail',
    sql: `select * from public.admin_list_leads(p_search := 'c.' || substr(md5('4242'), 1, 10))`,
  },
  {
    name: 'search one person by phone digits',
    sql: `select * from public.admin_list_leads(p_search := translate(substr(md5('p4242'), 1, 8), 'abcdef', '012345'))`,
  },
  { name: 'not notified only', sql: `select * from public.admin_list_leads(p_unseen := true)` },
  { name: 'page 41 (offset 2,000)', sql: `select * from public.admin_list_leads(p_offset := 2000)` },
  {
    name: 'lead detail',
    sql: `select public.admin_get_lead('contact', (select id from public.contact_submissions limit 1))`,
  },
];

async function main() {
  const unavailable = clusterUnavailableReason();
  if (unavailable) {
    console.error(`bench:inbox needs PostgreSQL: ${unavailable} (npm test installs it: scripts/ensure-postgres.sh)`);
    process.exit(1);
  }
  // C.UTF-8, as hosted Supabase: pg_trgm then reads Hebrew letters as word characters (under the C
  // locale a Hebrew search has no trigrams and reads the whole table).
  const cluster = await startCluster({ locale: 'C.UTF-8' });
  const sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(await readFile(path.join(root, 'supabase/local/bootstrap.sql'), 'utf8'));
    const migrations = (await readdir(path.join(root, 'supabase/migrations')))
      .filter((name) => name.endsWith('.sql'))
      .sort();
    for (const name of migrations)
      await sql.unsafe(await readFile(path.join(root, 'supabase/migrations', name), 'utf8'));

    const started = performance.now();
    for (const table of LEAD_TABLES) await sql.unsafe(FILL[table], [Math.round(LEADS * SHARES[table])]);
    // As autovacuum leaves a live database: statistics gathered and the GIN indexes' pending lists merged.
    await sql.unsafe('vacuum analyze');
    const [{ n }] = await sql.unsafe<[{ n: string }]>(
      `select (${LEAD_TABLES.map((table) => `(select count(*) from public.${table})`).join(' + ')})::text as n`,
    );
    console.log(
      `${cluster.version}; ${n} leads in ${LEAD_TABLES.length} tables, filled in ${Math.round(performance.now() - started)} ms`,
    );
    console.log(`each query as a signed-in admin, ${RUNS} runs after one warm-up; client-side wall time\n`);

    const rows: string[][] = [];
    let worst = 0;
    for (const query of QUERIES) {
      const times: number[] = [];
      let count = 0;
      for (let run = 0; run <= RUNS; run += 1) {
        const t0 = performance.now();
        const result = await sql.begin(async (tx) => {
          await tx.unsafe(`set local role authenticated`);
          await tx.unsafe(`select set_config('request.jwt.claims', $1, true)`, [ADMIN_CLAIMS]);
          return tx.unsafe(query.sql);
        });
        if (run > 0) times.push(performance.now() - t0);
        count = result.length;
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(times.length / 2)]!;
      const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!;
      worst = Math.max(worst, median);
      rows.push([query.name, String(count), median.toFixed(1), p95.toFixed(1)]);
    }
    const widths = [0, 1, 2, 3].map((col) =>
      Math.max(...[['query', 'rows', 'median ms', 'p95 ms'], ...rows].map((r) => r[col]!.length)),
    );
    const line = (cells: string[]) =>
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
    console.log(line(['query', 'rows', 'median ms', 'p95 ms']));
    for (const row of rows) console.log(line(row));
    console.log(
      `\nslowest median ${worst.toFixed(1)} ms: ${worst <= TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`,
    );
  } finally {
    await sql.end();
    await cluster.stop();
  }
}

await main();
