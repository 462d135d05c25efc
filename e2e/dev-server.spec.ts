import { spawn, type ChildProcess } from 'node:child_process';
import { LANGS } from '../src/lib/i18n/lang';
import { prerenderTargets } from '../src/lib/routing/routes';
import { expect, test } from './fixtures';

// The development server runs React's development build, which reports mistakes the production build
// keeps quiet about (a conditional `use()`, a key missing in a list, a hydration mismatch). Every
// public page, in each language, must open there without one console error: the `pageErrors`
// fixture fails the test on any.

const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 5174);
const devUrl = `http://127.0.0.1:${DEV_PORT}`;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn('npx', ['vite', '--port', String(DEV_PORT), '--strictPort', '--host', '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  for (let attempt = 0; ; attempt += 1) {
    const answered = await fetch(`${devUrl}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    if (attempt > 200) throw new Error(`The dev server did not answer at ${devUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
});

for (const lang of LANGS) {
  // One entry per collection is enough: its entries share the page's code.
  const seen = new Set<string>();
  const pages = prerenderTargets().filter(({ lang: pageLang, route }) => {
    if (pageLang !== lang || route.layout !== 'site' || seen.has(route.id)) return false;
    seen.add(route.id);
    return true;
  });

  test(`every public page in ${lang} opens on the dev server without a console error`, async ({ page }) => {
    for (const { url } of pages) {
      await test.step(url, async () => {
        await page.goto(`${devUrl}${url}`);
        await expect(page.locator('html[data-ready="true"]')).toHaveCount(1, { timeout: 60_000 });
      });
    }
  });
}
