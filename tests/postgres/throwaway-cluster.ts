// A throw-away PostgreSQL cluster for tests that need a real server (PGlite runs one statement at
// a time, so it cannot show a race): initdb in a temp directory, a free loopback port, and stop
// plus delete afterwards. PostgreSQL refuses to run as root, so as root the server runs as the
// `postgres` user (runuser). scripts/ensure-postgres.sh installs Debian's binaries when missing.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Cluster {
  url: string;
  version: string;
  stop(): Promise<void>;
}

function findBinDir(): string | null {
  const candidates = [process.env.POSTGRES_BIN_DIR ?? ''];
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => `/usr/lib/postgresql/${version}/bin`));
  }
  for (const dir of (process.env.PATH ?? '').split(':')) candidates.push(dir);
  return (
    candidates.find((dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ??
    null
  );
}

const isRoot = process.getuid?.() === 0;

function hasPostgresUser(): boolean {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why no cluster can be started here, or null when one can. Checked when tests are collected. */
export function clusterUnavailableReason(): string | null {
  if (process.platform === 'win32') return 'no PostgreSQL cluster on Windows';
  if (!findBinDir())
    return 'no PostgreSQL server binaries (initdb, pg_ctl); scripts/ensure-postgres.sh installs them as root';
  if (isRoot && !hasPostgresUser()) return 'running as root without a postgres user to run the server as';
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `locale`: the cluster's locale; C.UTF-8 (as hosted Supabase) classifies Hebrew letters as letters. */
export async function startCluster({ locale = 'C' }: { locale?: string } = {}): Promise<Cluster> {
  const binDir = findBinDir();
  if (!binDir) throw new Error(clusterUnavailableReason() ?? 'no PostgreSQL');
  const dir = mkdtempSync(path.join(tmpdir(), 'pg-cluster-'));
  const dataDir = path.join(dir, 'data');
  const run = (command: string, args: string[]) =>
    execFileSync(
      isRoot ? 'runuser' : path.join(binDir, command),
      isRoot ? ['-u', 'postgres', '--', path.join(binDir, command), ...args] : args,
      {
        stdio: 'pipe',
        cwd: dir,
      },
    ).toString();
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  chmodSync(dir, 0o700);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', `--locale=${locale}`]);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
    'start',
  ]);
  const version = execFileSync(path.join(binDir, 'postgres'), ['--version']).toString().trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    async stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
