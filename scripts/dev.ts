// `npm run dev`: the local Supabase stand-in (embedded PGlite) and the Vite dev server together,
// in one process, stopped together with Ctrl+C.
import { existsSync } from 'node:fs';
import { createServer } from 'vite';
import { startStandIn } from '../supabase/local/start.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

const backend = await startStandIn().catch((error: Error) => {
  console.error(`[backend] ${error.message}`);
  process.exit(1);
});
const vite = await createServer({ server: { host: '127.0.0.1' } });
await vite.listen();
vite.printUrls();
console.info(`  ➜  Admin sign-in: see README ("Local backend") for the local account`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await vite.close();
  await backend.close();
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
