import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BOOT_SCRIPT, BOOT_SCRIPT_HASH } from '../../scripts/prerender-html';
import { parseHeadersFile } from '../../scripts/security-headers';
import { builtHtmlFiles, DIST } from './built-site';

const headers = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'));
const csp = Object.fromEntries(
  (headers['Content-Security-Policy'] ?? '').split(';').map((directive) => {
    const [name = '', ...values] = directive.trim().split(/\s+/);
    return [name, values];
  }),
);

it('sends a strict Content-Security-Policy and the other security headers on every path', () => {
  expect(csp['script-src']).toEqual(["'self'", BOOT_SCRIPT_HASH]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(headers['Content-Security-Policy']).not.toMatch(/unsafe-eval/);
  expect(headers['X-Content-Type-Options']).toBe('nosniff');
  expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
  expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
});

it('runs no inline script but the boot script the policy names by hash', () => {
  for (const file of builtHtmlFiles()) {
    const html = readFileSync(join(DIST, file), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    for (const [, attributes = '', body = ''] of scripts) {
      const isData = /type="application\/ld\+json"/.test(attributes);
      // The boot script names the entry and the page's chunks (data-preload: asset paths only).
      const isBoot = /^ data-entry="\/assets\/index-[\w-]+\.js" data-preload="(\/assets\/[\w.-]+\.js ?)*"$/.test(
        attributes,
      );
      if (isData) continue;
      if (isBoot) expect(body, file).toBe(BOOT_SCRIPT);
      else expect({ file, attributes, body: body.trim() }).toMatchObject({ body: '' });
    }
    // No inline event handlers (onclick=, onload=, ...), which the policy would block.
    expect(html, file).not.toMatch(/<[a-z][^>]*\son[a-z]+="/);
  }
});
