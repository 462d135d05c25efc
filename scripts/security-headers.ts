// The HTTP headers every response of the static site carries. The build writes them to dist/_headers
// (the format Netlify and Cloudflare Pages read; see the README for other hosts) and the local
// server (scripts/serve-static.ts) sends the same, so end-to-end tests run under the real policy.

/** The backend the built site calls; the same default as src/lib/supabase/config.ts. */
export const DEFAULT_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * The Content-Security-Policy: the site itself and its Supabase project, nothing else. No evaluated
 * script, and no inline script but those named by hash (the boot script; JSON-LD blocks are data,
 * which CSP does not run);
 * inline styles are allowed because the first paint inlines the stylesheet and components set
 * style attributes (progress bars, carousel positions).
 */
export function contentSecurityPolicy(supabaseUrl: string, scriptHashes: readonly string[] = []): string {
  const { origin } = new URL(supabaseUrl);
  const websocket = origin.replace(/^http/, 'ws');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Listing photos are served by Supabase Storage; generated logos are data: and blob: URLs.
    `img-src 'self' data: blob: ${origin}`,
    "font-src 'self'",
    `connect-src 'self' ${origin} ${websocket}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join('; ');
}

export function securityHeaders(supabaseUrl: string, scriptHashes: readonly string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl, scriptHashes),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The `_headers` file: the security headers on every path, and a year's caching for hashed assets. */
export function buildHeadersFile(supabaseUrl: string, scriptHashes: readonly string[] = []): string {
  const lines = Object.entries(securityHeaders(supabaseUrl, scriptHashes)).map(
    ([name, value]) => `  ${name}: ${value}`,
  );
  return ['/*', ...lines, '', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n');
}

/** Reads a `_headers` file back: the headers for every path (the `/*` block). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of text.split('\n')) {
    if (!line.startsWith(' ') && line.trim()) inAllPaths = line.trim() === '/*';
    else if (inAllPaths && line.trim()) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}
