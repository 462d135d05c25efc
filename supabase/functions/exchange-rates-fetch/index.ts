// Entry of the exchange-rates-fetch edge function, which pg_cron calls daily (see the migration
// 20261201140000_exchange_rates_job.sql): stores the ECB's euro -> shekel reference rates for the
// owners' year summary. The logic is in ../_shared/handlers/exchange-rates-fetch.ts; the local
// backend fetches nothing and reads a fixture from supabase/seed.sql instead.
import { exchangeRatesFetchHandler } from '../_shared/handlers/exchange-rates-fetch.ts';
import { productionDeps } from '../_shared/production-deps.ts';

const env = (name: string) => Deno.env.get(name);
const { db } = productionDeps(env);
Deno.serve(
  exchangeRatesFetchHandler(
    { db, fetch, log: (message) => console.log(message) },
    env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  ),
);
