// How the benchmarks serve the built site as hosts do: text files precompressed, and HTTP/2 over TLS
// with a certificate made for the run.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '../chromium-path';
import { DEFAULT_SUPABASE_URL } from '../security-headers';
import { startStaticServer } from '../serve-static';
import { CHROME_FLAGS } from './real-browser';

/** As a CDN would: text files gzip-compressed (sirv serves the .gz copies to browsers that accept them). */
export function precompress(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) precompress(path);
    else if (/\.(html|js|css|svg|xml|txt|json)$/.test(name)) writeFileSync(`${path}.gz`, gzipSync(readFileSync(path)));
  }
}

/** The backend the build calls (the embedded one unless VITE_SUPABASE_URL names another). */
export const BACKEND_URL = process.env.VITE_SUPABASE_URL || DEFAULT_SUPABASE_URL;

/**
 * A self-signed key and certificate for 127.0.0.1 (openssl, in Debian's base system). Hosts serve
 * HTTP/2, which browsers speak only over TLS; over HTTP/1.1 a browser opens at most six connections
 * to the site, so a page's thirty-odd chunks would queue behind each other. The browser is told to
 * ignore that the certificate is self-signed.
 */
export async function selfSignedTls(): Promise<{ key: string; cert: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-tls-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      // prettier-ignore
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
        '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The pages that read data (the ads list) call the backend the build was made for: the embedded
 * stand-in, started here unless one already answers, so they are measured as visitors see them.
 * Resolves to a function that stops what it started.
 */
export async function startBackendUnlessRunning(): Promise<() => void> {
  const backendUrl = BACKEND_URL;
  const backendAnswers = () =>
    fetch(`${backendUrl}/`).then(
      () => true,
      () => false,
    );
  if (await backendAnswers()) return () => {};
  const backend = spawn('npx', ['tsx', 'supabase/local/start.ts'], {
    env: {
      ...process.env,
      LOCAL_DATA_DIR: 'memory://',
      STAND_IN_PORT: new URL(backendUrl).port,
      // The real-browser measures serve the site over HTTPS (HTTP/2), another origin than the tests'.
      ALLOWED_ORIGINS: 'http://127.0.0.1:*,https://127.0.0.1:*,http://localhost:*',
      // Its scheduled jobs hourly, not every 30–60 s: a run is tens of ms of this machine's two
      // cores, which a visit measured meanwhile would count as the page's own time.
      NOTIFY_RETRY_INTERVAL_SECONDS: '3600',
      NEWSLETTER_SEND_INTERVAL_SECONDS: '3600',
      ALERT_SEND_INTERVAL_SECONDS: '3600',
    },
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; !(await backendAnswers()); attempt += 1) {
    if (attempt > 120) throw new Error(`The local backend did not answer at ${backendUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return () => {
    if (backend.pid) process.kill(-backend.pid);
  };
}

/**
 * What a real-browser script needs: dist/ served on `port` as hosts serve it (precompressed, HTTP/2
 * with a certificate made for the run), the backend its pages call, and a Chromium that accepts the
 * certificate. `close` stops all three.
 */
export async function startRealBrowserSite(
  port: number,
): Promise<{ origin: string; browser: Browser; close: () => Promise<void> }> {
  precompress('dist');
  const stopBackend = await startBackendUnlessRunning();
  const server = await startStaticServer(port, '127.0.0.1', { gzip: true, tls: await selfSignedTls() });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...CHROME_FLAGS, '--ignore-certificate-errors'],
  });
  return {
    origin: `https://127.0.0.1:${port}`,
    browser,
    close: async () => {
      await browser.close();
      server.close();
      stopBackend();
    },
  };
}
