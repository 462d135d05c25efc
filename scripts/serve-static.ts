// Serves the built site (dist/) as a static host would, with the rules of dist/_redirects:
// bare paths 301 to /en, unknown paths under a language answer that language's 404 page with 404.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { isLang, LANGS, type Lang } from '../src/lib/i18n/lang';
import { aliasTarget, bareRedirectTarget } from '../src/lib/routing/routes';
import { parseHeadersFile } from './security-headers';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/**
 * Starts the static server on host:port; resolves once it listens. With `gzip`, files that have a
 * precompressed .gz copy are sent compressed (the benchmark creates them, as a CDN compresses).
 */
export function startStaticServer(
  port: number,
  host = '127.0.0.1',
  {
    gzip = false,
    rewrite,
    tls,
    dist = DIST,
  }: {
    /** The built site to serve (this checkout's dist/ unless given: the benchmark compares two builds). */
    dist?: string;
    gzip?: boolean;
    rewrite?: (url: URL) => string | undefined;
    /** Serve HTTP/2 over TLS with this key and certificate, as hosts do (the benchmark's real browser). */
    tls?: { key: string; cert: string };
  } = {},
): Promise<{ close: () => void }> {
  const files = sirv(dist, {
    extensions: ['html'],
    gzip,
    etag: true,
    setHeaders: (res, path) => {
      if (path.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // sirv's type table lacks Word documents (static hosts know them); with nosniff, say it.
      if (path.endsWith('.docx')) res.setHeader('Content-Type', DOCX_TYPE);
    },
  });
  // The headers the build wrote for the static host, sent on every response as the host would.
  const securityHeaders = parseHeadersFile(readFileSync(join(dist, '_headers'), 'utf8'));
  // The English 404 is the host's default page at the root; every other language's is in its folder.
  const notFoundPages = Object.fromEntries(
    LANGS.map((lang) => [lang, readFileSync(lang === 'en' ? join(dist, '404.html') : join(dist, lang, '404.html'))]),
  ) as Record<Lang, Buffer>;

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    // The benchmark serves other files at a page's own address (its empty shell, say).
    const rewritten = rewrite?.(new URL(req.url ?? '/', 'http://localhost'));
    if (rewritten) req.url = rewritten;
    for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
    files(req, res, () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const first = url.pathname.split('/')[1];
      const alias = aliasTarget(url.pathname, url.search);
      if (alias) {
        res.writeHead(301, { Location: alias });
        res.end();
        return;
      }
      if (isLang(first)) {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(notFoundPages[first]);
        return;
      }
      const target = bareRedirectTarget(url.pathname, url.search) ?? '/en';
      res.writeHead(301, { Location: target });
      res.end();
    });
  };
  // HTTP/2's compatibility API has the request and response shape this handler and sirv use.
  const server = tls ? createSecureServer({ ...tls, allowHTTP1: true }, handle as never) : createServer(handle);
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 4173);
  const host = process.env.HOST ?? '127.0.0.1';
  await startStaticServer(port, host);
  console.log(`Serving dist/ on http://${host}:${port}`);
}
