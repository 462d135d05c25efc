import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { builtHtmlFiles, DIST } from './built-site';

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

// The W3C's Nu HTML Checker (the vnu-jar package) under Debian's Java.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar') as unknown);

it('every prerendered page is valid HTML (W3C checker, no errors)', () => {
  const files = builtHtmlFiles();
  expect(files.length).toBeGreaterThan(30);
  const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    cwd: DIST,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  const { messages } = JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] };
  const errors = messages
    .filter((message) => message.type === 'error' || message.subType === 'fatal')
    // The inlined stylesheet is Tailwind's output; the checker's CSS level predates @property and
    // other current CSS, so its CSS messages are not HTML errors.
    .filter((message) => !message.message.startsWith('CSS: '))
    .map((message) => `${message.url.replace(/^file:.*?dist\//, '')}:${message.lastLine}: ${message.message}`);
  expect(errors).toEqual([]);
});
