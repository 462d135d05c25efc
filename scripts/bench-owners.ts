// The owner's page at scale (issue 53, docs/owner-accounts.md): starts a throw-away PostgreSQL server
// (Debian's, as in tests/postgres; production is PostgreSQL), applies the local bootstrap and every
// migration, fills 1,000 owners, 3,000 properties (every fifth co-owned 60/40) and 10 years of
// monthly entries with their published statements and co-owners' parts (in bulk SQL that applies the
// statement rules of admin_month_close; the reconciliation checks hold on every row and the parts are
// compared with private.split_cents), then reads as signed-in owners (role authenticated with the
// owner's JWT claims, so row-level security decides what each sees):
//   (a) the statement list: their properties, those properties' statements, newest first, and their
//       own parts of them;
//   (b) a year's summary: the ledger entries of their properties for the year, their parts of the
//       year's statements, and the year's exchange rates;
// each with the filters the page sends besides the policies (its property ids, its owner id), and,
// for comparison, the statements and a year's entries with the policies alone.
// Each query: the database's time from EXPLAIN (ANALYZE, BUFFERS) (planning + execution) and the
// client's wall time of the query itself, medians over several owners and runs. Target: each read
// (a) and (b), its queries together, at most 50 ms in the database. --url fills an empty database of
// a server already running and leaves it filled, to look at plans afterwards.
//   npm run bench:owners [-- --owners 1000 --properties 3000 --years 10 --runs 9 --plans --url postgres://…]
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { clusterUnavailableReason, startCluster } from '../tests/postgres/throwaway-cluster';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const OWNERS = arg('owners', 1000);
const PROPERTIES = arg('properties', 3000);
const MONTHS = arg('years', 10) * 12;
const RUNS = arg('runs', 9);
const SHOW_PLANS = process.argv.includes('--plans');
const TARGET_MS = 50;

const OWNER_TABLES = [
  'owners',
  'owner_properties',
  'property_owners',
  'property_leases',
  'ledger_entries',
  'owner_statements',
  'owner_statement_shares',
];

/** Owner i's id and Auth user id (deterministic, so a sample owner can be named). */
const ownerId = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
const userId = (i: number) => `10000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

// The fill, step by step. $1 owners, $2 properties, $3 months (replaced by the figures); the months end
// with the last one that has ended in Lisbon, as admin_month_close requires.
const FILL: { name: string; sql: string }[] = [
  {
    name: 'owners',
    sql: `insert into public.owners (id, user_id, full_name, email, language, tax_country, nif, package, invited_at)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
        ('10000000-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid,
        'Owner ' || i, 'owner' || i || '@bench.example', (array['en', 'he'])[1 + i % 2], 'IL',
        (select b || d from (select (20000000 + i)::text as b) x, generate_series(0, 9) d where public.nif_valid(b || d) limit 1),
        (array['basic', 'plus', 'premium'])[1 + i % 3], now()
      from generate_series(1, $1::int) i`,
  },
  {
    name: 'properties, shares and leases',
    sql: `with p as (
        insert into public.owner_properties (id, address, city, property_type, package)
        select ('20000000-0000-4000-8000-' || lpad(to_hex(p), 12, '0'))::uuid, 'Rua do Ensaio ' || p || ', Lisboa',
          (array['Lisbon', 'Porto'])[1 + p % 2], (array['apartment', 'studio', 'house'])[1 + p % 3],
          (array['basic', 'plus', 'premium'])[1 + p % 3]
        from generate_series(1, $2::int) p
        returning id),
      n as (select id, row_number() over (order by id)::int as p from p),
      shares as (
        insert into public.property_owners (property_id, owner_id, share_bp)
        select n.id, ('00000000-0000-4000-8000-' || lpad(to_hex(o.owner), 12, '0'))::uuid, o.bp
        from n cross join lateral (
          select 1 + (n.p - 1) % $1::int as owner, case when n.p % 5 = 0 then 6000 else 10000 end as bp
          union all
          select 1 + n.p % $1::int, 4000 where n.p % 5 = 0) o
        returning 1)
      insert into public.property_leases (property_id, tenant_name, tenant_email, monthly_rent_cents, starts_on, deposit_cents)
      select n.id, 'Tenant ' || n.p, 'tenant' || n.p || '@bench.example', 80000 + (n.p * 37 % 120) * 1000,
        (date_trunc('month', now() at time zone 'Europe/Lisbon') - make_interval(months => $3::int + 1))::date,
        2 * (80000 + (n.p * 37 % 120) * 1000)
      from n`,
  },
  {
    name: 'ledger entries (rent, condominium, IMI, insurance, repairs, adjustments)',
    sql: `with m as (
        select k, (date_trunc('month', now() at time zone 'Europe/Lisbon') - make_interval(months => $3::int - k))::date as month
        from generate_series(0, $3::int - 1) k),
      p as (select l.property_id, l.monthly_rent_cents as rent, row_number() over (order by l.property_id)::int as n
            from public.property_leases l)
      insert into public.ledger_entries (property_id, month, kind, amount_cents, entry_date, category, supplier, reference,
        withheld_cents, direction, adjusts_month, note)
      select p.property_id, m.month, e.kind, e.amount, m.month + e.day, e.category, e.supplier, e.reference, e.withheld,
        e.direction, e.adjusts, e.note
      from p cross join m cross join lateral (
        select 'rent' as kind, p.rent as amount, 4 as day, 'rent' as category, null as supplier,
          'RRE-' || p.n || '-' || m.k as reference, case when p.n % 7 = 0 then p.rent / 4 else 0 end as withheld,
          null as direction, null::date as adjusts, null as note
        union all select 'expense', 3000 + p.n % 50 * 100, 2, 'condominium', 'Condomínio ' || p.n, null, 0, null, null, null
        union all select 'expense', 20000 + p.n % 100 * 100, 20, 'imi', 'Autoridade Tributária', null, 0, null, null, null
          where extract(month from m.month) = 5
        union all select 'expense', 9000 + p.n % 60 * 100, 11, 'insurance', 'Seguradora', null, 0, null, null, null
          where extract(month from m.month) = 3
        union all select 'expense', 5000 + (p.n + m.k) % 90 * 100, 15, 'repairs', 'Canalizador', null, 0, null, null, null
          where (p.n * 7 + m.k * 13) % 17 = 0
        union all select 'adjustment', 1000 + (p.n * m.k) % 40 * 100, 12, 'repairs', null, null, 0,
          (array['credit', 'debit'])[1 + m.k % 2], (m.month - interval '1 month')::date, 'Correction of the month before'
          where m.k > 0 and (p.n + m.k) % 53 = 0) e`,
  },
  {
    name: "payouts (each co-owner's share of the month, in whole euros)",
    sql: `with t as (
        select e.property_id, e.month, pr.package,
          (sum(e.amount_cents) filter (where e.kind = 'rent'))::bigint as income,
          coalesce(sum(e.amount_cents) filter (where e.kind = 'expense'), 0)::bigint as expenses
        from public.ledger_entries e join public.owner_properties pr on pr.id = e.property_id
        group by e.property_id, e.month, pr.package),
      f as (select t.*, public.management_fee_cents(t.income, k.percent, k.minimum_cents) as fee
            from t cross join lateral private.package_terms(t.package) k)
      insert into public.ledger_entries (property_id, month, kind, amount_cents, entry_date, owner_id, reference)
      select f.property_id, f.month, 'payout', (f.income - f.expenses - f.fee - (f.fee * 23 + 50) / 100) * po.share_bp / 1000000 * 100,
        f.month + 27, po.owner_id, 'TRF-' || to_char(f.month, 'YYYYMM')
      from f join public.property_owners po on po.property_id = f.property_id
      where (f.income - f.expenses - f.fee - (f.fee * 23 + 50) / 100) * po.share_bp / 1000000 > 0`,
  },
  {
    name: 'statements (the rules of admin_month_close, in bulk)',
    sql: `with agg as (
        select e.property_id, e.month,
          coalesce(sum(e.amount_cents) filter (where e.kind = 'rent'), 0)::bigint as income,
          coalesce(sum(e.withheld_cents) filter (where e.kind = 'rent'), 0)::bigint as withheld,
          coalesce(sum(e.amount_cents) filter (where e.kind = 'expense'), 0)::bigint as expenses,
          coalesce(sum(e.amount_cents) filter (where e.kind = 'payout'), 0)::bigint as payouts,
          coalesce(sum(case e.direction when 'credit' then e.amount_cents else -e.amount_cents end)
            filter (where e.kind = 'adjustment'), 0)::bigint as adjustments
        from public.ledger_entries e group by e.property_id, e.month),
      cat as (
        select property_id, month, jsonb_object_agg(category, total) as by_category
        from (select property_id, month, category, sum(amount_cents) as total from public.ledger_entries
              where kind = 'expense' group by 1, 2, 3) c
        group by 1, 2),
      f as (
        select agg.*, k.percent, k.minimum_cents, public.management_fee_cents(agg.income, k.percent, k.minimum_cents) as fee
        from agg join public.owner_properties pr on pr.id = agg.property_id
        cross join lateral private.package_terms(pr.package) k),
      d as (select f.*, (f.fee * 23 + 50) / 100 as vat from f),
      r as (
        select d.*, d.income - d.withheld - d.expenses - d.fee - d.vat - d.payouts + d.adjustments as delta,
          sum(d.income - d.expenses - d.fee - d.vat - d.payouts + d.adjustments)
            over (partition by d.property_id order by d.month) as closing
        from d)
      insert into public.owner_statements (property_id, month, opening_cents, income_cents, withheld_cents,
        expenses_by_category, expenses_cents, fee_percent, fee_minimum_cents, vat_percent, fee_cents, vat_cents,
        payouts_cents, adjustments_cents, closing_cents, published_at)
      select r.property_id, r.month, r.closing - r.delta, r.income, r.withheld, coalesce(cat.by_category, '{}'), r.expenses,
        r.percent, r.minimum_cents, 23, r.fee, r.vat, r.payouts, r.adjustments, r.closing, r.month + interval '1 month 3 days'
      from r left join cat on cat.property_id = r.property_id and cat.month = r.month`,
  },
  {
    // private.split_cents, set-based: each part rounded down, the cents left over one each to the
    // largest remainders (ties: the larger share, then the owner id, as admin_month_close orders them).
    name: "co-owners' parts (split by share, to the cent)",
    sql: `with o as (
        select s.id as statement_id, s.property_id, s.month, po.owner_id, po.share_bp,
          row_number() over (partition by s.id order by po.share_bp desc, po.owner_id) as ord,
          s.income_cents, s.withheld_cents, s.expenses_cents, s.fee_cents, s.vat_cents, s.adjustments_cents
        from public.owner_statements s join public.property_owners po on po.property_id = s.property_id),
      parts as (
        select o.*, v.figure, v.total, abs(v.total) * o.share_bp / 10000 as base, abs(v.total) * o.share_bp % 10000 as rem
        from o cross join lateral (values ('income', o.income_cents), ('withheld', o.withheld_cents),
          ('expenses', o.expenses_cents), ('fee', o.fee_cents), ('vat', o.vat_cents), ('adjustments', o.adjustments_cents))
          as v(figure, total)),
      ranked as (
        select parts.*, abs(total) - sum(base) over (partition by statement_id, figure) as left_over,
          row_number() over (partition by statement_id, figure order by rem desc, ord) as rank
        from parts),
      split as (
        select statement_id, property_id, month, owner_id, share_bp,
          jsonb_object_agg(figure, case when total < 0 then -1 else 1 end * (base + case when rank <= left_over then 1 else 0 end)) as p
        from ranked group by statement_id, property_id, month, owner_id, share_bp),
      paid as (
        select property_id, month, owner_id, sum(amount_cents) as payouts from public.ledger_entries
        where kind = 'payout' group by 1, 2, 3),
      x as (
        select split.*, coalesce(paid.payouts, 0) as payouts,
          (p ->> 'income')::bigint - (p ->> 'withheld')::bigint - (p ->> 'expenses')::bigint - (p ->> 'fee')::bigint - (p ->> 'vat')::bigint
            - coalesce(paid.payouts, 0) + (p ->> 'adjustments')::bigint as delta
        from split left join paid on paid.property_id = split.property_id and paid.month = split.month
          and paid.owner_id = split.owner_id),
      c as (select x.*, sum(delta) over (partition by property_id, owner_id order by month) as closing from x)
      insert into public.owner_statement_shares (statement_id, owner_id, share_bp, opening_cents, income_cents,
        withheld_cents, expenses_cents, fee_cents, vat_cents, payouts_cents, adjustments_cents, closing_cents,
        email_status, email_attempts, emailed_at)
      select statement_id, owner_id, share_bp, closing - delta, (p ->> 'income')::bigint, (p ->> 'withheld')::bigint,
        (p ->> 'expenses')::bigint, (p ->> 'fee')::bigint, (p ->> 'vat')::bigint, payouts, (p ->> 'adjustments')::bigint,
        closing, 'sent', 1, now()
      from c`,
  },
  {
    name: 'exchange rates (every weekday)',
    sql: `insert into public.exchange_rates (rate_date, currency, per_euro, source)
      select d::date, 'ILS', round((4.0 + 0.2 * sin(extract(epoch from d) / 5e6))::numeric, 4), 'ECB'
      from generate_series((date_trunc('month', now() at time zone 'Europe/Lisbon') - make_interval(months => $3::int))::date,
        (now() at time zone 'Europe/Lisbon')::date, interval '1 day') d
      where extract(isodow from d) < 6`,
  },
];

/** Counts of rows that break a rule the statements must keep (all must be 0). */
const CHECKS = `select
  (select count(*) from (select property_id from public.property_owners group by 1 having sum(share_bp) <> 10000) x) as shares_not_100,
  (select count(*) from public.owner_statements s join (
     select statement_id, sum(opening_cents) o, sum(income_cents) i, sum(withheld_cents) w, sum(expenses_cents) e,
       sum(fee_cents) f, sum(vat_cents) v, sum(payouts_cents) p, sum(adjustments_cents) a, sum(closing_cents) c
     from public.owner_statement_shares group by 1) t on t.statement_id = s.id
   where (s.opening_cents, s.income_cents, s.withheld_cents, s.expenses_cents, s.fee_cents, s.vat_cents, s.payouts_cents,
          s.adjustments_cents, s.closing_cents) is distinct from
         (t.o::bigint, t.i::bigint, t.w::bigint, t.e::bigint, t.f::bigint, t.v::bigint, t.p::bigint, t.a::bigint, t.c::bigint))
    as parts_not_adding_up,
  (select count(*) from (select s.property_id, s.month, s.opening_cents,
     lag(s.closing_cents) over (partition by s.property_id order by s.month) as previous from public.owner_statements s) x
   where opening_cents <> coalesce(previous, 0)) as openings_not_carried,
  (select count(*) from (select ss.opening_cents,
     lag(ss.closing_cents) over (partition by s.property_id, ss.owner_id order by s.month) as previous
     from public.owner_statement_shares ss join public.owner_statements s on s.id = ss.statement_id) x
   where opening_cents <> coalesce(previous, 0)) as part_openings_not_carried,
  (select count(*) from (select s.id, s.income_cents, s.fee_cents, s.adjustments_cents,
       array_agg(ss.share_bp order by ss.share_bp desc, ss.owner_id) as bp,
       array_agg(ss.income_cents order by ss.share_bp desc, ss.owner_id) as income,
       array_agg(ss.fee_cents order by ss.share_bp desc, ss.owner_id) as fee,
       array_agg(ss.adjustments_cents order by ss.share_bp desc, ss.owner_id) as adjustments
     from public.owner_statements s join public.owner_statement_shares ss on ss.statement_id = s.id
     where s.adjustments_cents <> 0 or s.id in (select statement_id from public.owner_statement_shares where share_bp < 10000 limit 2000)
     group by s.id) x
   where x.income <> private.split_cents(x.income_cents, x.bp) or x.fee <> private.split_cents(x.fee_cents, x.bp)
      or x.adjustments <> private.split_cents(x.adjustments_cents, x.bp)) as splits_unlike_split_cents`;

/** What the owner's page knows when it asks: the year, the owner's id and their properties' ids. */
interface Context {
  year: number;
  owner: string;
  properties: string;
}

interface Read {
  name: string;
  /** (a) the statement list, (b) a year's summary; 'info' is shown but not held to the target. */
  group: 'a' | 'b' | 'info';
  sql: (ctx: Context) => string;
}

// The reads the owner's page makes, with the filters it sends besides the policies ("add filters to
// every query"; 20261201130000_owner_rls_speed.sql): the ids come from the owner's own first read.
const READS: Read[] = [
  {
    name: '(a) their properties',
    group: 'a',
    sql: () => `select p.* from public.owner_properties p order by p.address`,
  },
  {
    name: '(a) their statements, newest first',
    group: 'a',
    sql: ({ properties }) =>
      `select s.* from public.owner_statements s where s.property_id = any ('${properties}'::uuid[])
       order by s.month desc, s.property_id`,
  },
  {
    name: '(a) their parts of them',
    group: 'a',
    sql: ({ owner }) => `select ss.* from public.owner_statement_shares ss where ss.owner_id = '${owner}'`,
  },
  {
    name: "(b) the year's ledger entries",
    group: 'b',
    sql: ({ year, properties }) =>
      `select e.* from public.ledger_entries e where e.property_id = any ('${properties}'::uuid[])
         and e.month >= '${year}-01-01' and e.month < '${year + 1}-01-01'
       order by e.property_id, e.month, e.entry_date`,
  },
  {
    name: "(b) their parts of the year's statements",
    group: 'b',
    sql: ({ year, owner }) =>
      `select ss.*, s.property_id, s.month from public.owner_statement_shares ss
       join public.owner_statements s on s.id = ss.statement_id
       where ss.owner_id = '${owner}' and s.month >= '${year}-01-01' and s.month < '${year + 1}-01-01'
       order by s.property_id, s.month`,
  },
  {
    name: "(b) the year's exchange rates",
    group: 'b',
    sql: ({ year }) =>
      `select r.* from public.exchange_rates r where r.rate_date >= '${year}-01-01' and r.rate_date < '${year + 1}-01-01'
       order by r.rate_date`,
  },
  {
    name: 'for comparison: statements, the policy alone',
    group: 'info',
    sql: () => `select s.* from public.owner_statements s order by s.month desc, s.property_id`,
  },
  {
    name: "for comparison: the year's entries, the policy alone",
    group: 'info',
    sql: ({ year }) =>
      `select e.* from public.ledger_entries e where e.month >= '${year}-01-01' and e.month < '${year + 1}-01-01'
       order by e.property_id, e.month, e.entry_date`,
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const unavailable = clusterUnavailableReason();
  if (unavailable) {
    console.error(`bench:owners needs PostgreSQL: ${unavailable} (npm test installs it: scripts/ensure-postgres.sh)`);
    process.exit(1);
  }
  // --url: an empty database of a server already running (to look at plans afterwards), kept as filled.
  const urlIndex = process.argv.indexOf('--url');
  const cluster = urlIndex > 0 ? null : await startCluster({ locale: 'C.UTF-8' });
  const sql = postgres(cluster?.url ?? process.argv[urlIndex + 1]!, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(await readFile(path.join(root, 'supabase/local/bootstrap.sql'), 'utf8'));
    const migrations = (await readdir(path.join(root, 'supabase/migrations'))).filter((n) => n.endsWith('.sql')).sort();
    for (const name of migrations)
      await sql.unsafe(await readFile(path.join(root, 'supabase/migrations', name), 'utf8'));

    // The fill writes what the staff functions would, in bulk: the audit, frozen-row and share-total
    // triggers are off meanwhile (the checks below and the tables' own constraints stand in for them).
    const started = performance.now();
    await sql.begin(async (tx) => {
      for (const table of OWNER_TABLES) await tx.unsafe(`alter table public.${table} disable trigger user`);
      for (const step of FILL) {
        const t0 = performance.now();
        // The sizes are this script's own integers, written into the text (a step uses some of them).
        const text = step.sql
          .replaceAll('$1', String(OWNERS))
          .replaceAll('$2', String(PROPERTIES))
          .replaceAll('$3', String(MONTHS));
        const result = await tx.unsafe(text);
        console.log(`  ${step.name}: ${result.count} rows, ${Math.round(performance.now() - t0)} ms`);
      }
      for (const table of OWNER_TABLES) await tx.unsafe(`alter table public.${table} enable trigger user`);
    });
    await sql.unsafe('vacuum analyze');
    const [checks] = await sql.unsafe<[Record<string, string>]>(CHECKS);
    const broken = Object.entries(checks).filter(([, n]) => Number(n) !== 0);
    const [counts] = await sql.unsafe<[Record<string, string>]>(
      `select (select count(*) from public.owners) as owners, (select count(*) from public.owner_properties) as properties,
         (select count(*) from public.owner_properties p where (select count(*) from public.property_owners po where po.property_id = p.id) > 1) as co_owned,
         (select count(*) from public.ledger_entries) as entries, (select count(*) from public.owner_statements) as statements,
         (select count(*) from public.owner_statement_shares) as parts, (select count(*) from public.exchange_rates) as rates`,
    );
    const version = (await sql.unsafe<[{ v: string }]>(`select current_setting('server_version') as v`))[0].v;
    console.log(
      `\nPostgreSQL ${version}; ${Object.entries(counts)
        .map(([k, v]) => `${Number(v).toLocaleString('en')} ${k.replace('_', '-')}`)
        .join(', ')}; filled in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    if (broken.length) throw new Error(`the filled statements break rules: ${JSON.stringify(checks)}`);
    console.log(
      'every statement and part reconciles, adds up, carries its balance, and splits as private.split_cents\n',
    );

    // Sample owners across the range; each reads as their Auth user with the owner role.
    const sample = [1, Math.round(OWNERS / 4), Math.round(OWNERS / 2), Math.round((3 * OWNERS) / 4), OWNERS].map((i) =>
      Math.max(1, Math.min(OWNERS, i)),
    );
    const [{ year }] = await sql.unsafe<[{ year: number }]>(
      `select extract(year from now() at time zone 'Europe/Lisbon')::int - 1 as year`,
    );
    const results = new Map<string, { rows: number[]; db: number[]; wall: number[]; plan: string }>();
    for (const read of READS) results.set(read.name, { rows: [], db: [], wall: [], plan: '' });

    for (const owner of sample) {
      const jwt = JSON.stringify({
        role: 'authenticated',
        sub: userId(owner),
        app_metadata: { provider: 'email', role: 'owner' },
      });
      // What the page reads first, as the owner: who they are and which properties are theirs.
      const [ids] = await sql.begin(async (tx) => {
        await tx.unsafe(`set local role authenticated`);
        await tx.unsafe(`select set_config('request.jwt.claims', $1, true)`, [jwt]);
        return tx.unsafe<[{ owner: string; properties: string }]>(
          `select (select id::text from public.owners) as owner,
             (select array_agg(id order by id)::text from public.owner_properties) as properties`,
        );
      });
      const ctx: Context = { year, owner: ids!.owner, properties: ids!.properties };
      for (let run = 0; run <= RUNS; run += 1) {
        for (const read of READS) {
          const text = read.sql(ctx);
          const entry = results.get(read.name)!;
          await sql.begin(async (tx) => {
            await tx.unsafe(`set local role authenticated`);
            await tx.unsafe(`select set_config('request.jwt.claims', $1, true)`, [jwt]);
            const [{ 'QUERY PLAN': plan }] = await tx.unsafe<[{ 'QUERY PLAN': [Record<string, unknown>] }]>(
              `explain (analyze, buffers, format json) ${text}`,
            );
            const top = plan[0]!;
            const t0 = performance.now();
            const rows = await tx.unsafe(text);
            const wall = performance.now() - t0;
            if (run === 0) {
              // The warm-up run: its plan, once, for --plans; its times are left out.
              if (!entry.plan && SHOW_PLANS) {
                const textPlan = await tx.unsafe<{ 'QUERY PLAN': string }[]>(`explain (analyze, buffers) ${text}`);
                entry.plan = textPlan.map((line) => `    ${line['QUERY PLAN']}`).join('\n');
              }
              return;
            }
            entry.rows.push(rows.length);
            entry.db.push(Number(top['Planning Time']) + Number(top['Execution Time']));
            entry.wall.push(wall);
          });
        }
      }
    }
    // An owner must see only their own: a check on the sample's first owner.
    const [own] = await sql.begin(async (tx) => {
      await tx.unsafe(`set local role authenticated`);
      await tx.unsafe(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ role: 'authenticated', sub: userId(sample[0]!), app_metadata: { role: 'owner' } }),
      ]);
      return tx.unsafe<[{ others: string }]>(
        `select count(*) filter (where owner_id <> '${ownerId(sample[0]!)}') as others from public.owner_statement_shares`,
      );
    });
    if (Number(own!.others) !== 0) throw new Error('an owner read another owner’s parts');

    const header = ['read', 'rows (median)', 'db ms (median)', 'db ms (max)', 'wall ms (median)'];
    const row = (name: string, rows: number[] | null, db: number[], wall: number[]) => [
      name,
      rows ? String(median(rows)) : '',
      median(db).toFixed(2),
      Math.max(...db).toFixed(2),
      median(wall).toFixed(2),
    ];
    // Per owner and run, a read's queries together.
    const together = (group: 'a' | 'b', key: 'db' | 'wall') => {
      const names = READS.filter((read) => read.group === group).map((read) => read.name);
      const n = results.get(names[0]!)![key].length;
      return Array.from({ length: n }, (_, i) => names.reduce((sum, name) => sum + results.get(name)![key][i]!, 0));
    };
    const table: string[][] = [];
    for (const group of ['a', 'b'] as const) {
      for (const read of READS.filter((r) => r.group === group)) {
        const r = results.get(read.name)!;
        table.push(row(read.name, r.rows, r.db, r.wall));
      }
      table.push(
        row(
          group === 'a' ? '(a) the statement list, together' : "(b) a year's summary, together",
          null,
          together(group, 'db'),
          together(group, 'wall'),
        ),
      );
    }
    for (const read of READS.filter((r) => r.group === 'info')) {
      const r = results.get(read.name)!;
      table.push(row(read.name, r.rows, r.db, r.wall));
    }
    const widths = header.map((_, col) => Math.max(...[header, ...table].map((cells) => cells[col]!.length)));
    const line = (cells: string[]) =>
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
    console.log(
      `${sample.length} owners (${sample.join(', ')}), ${RUNS} runs each after a warm-up; year ${year}; ` +
        'db = planning + execution from EXPLAIN (ANALYZE, BUFFERS); wall = the query alone, client-side\n',
    );
    console.log(line(header));
    for (const cells of table) console.log(line(cells));
    if (SHOW_PLANS) {
      for (const read of READS) console.log(`\n${read.name}:\n${results.get(read.name)!.plan}`);
    }
    const worst = Math.max(median(together('a', 'db')), median(together('b', 'db')));
    console.log(
      `\nslowest read ${worst.toFixed(2)} ms in the database (median): ${worst <= TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`,
    );
    if (worst > TARGET_MS) process.exitCode = 1;
  } finally {
    await sql.end();
    await cluster?.stop();
  }
}

await main();
