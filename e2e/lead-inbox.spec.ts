// The lead inbox's database functions called straight from the browser: they refuse an anonymous
// caller and a signed-in account without the admin role. The staff journey through the inbox (a
// lead from the contact form, its status and note, the CSV and a data-subject request) is in
// e2e/staff-journeys.ts, run at desktop size and on a phone in both languages.
import type { Page } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../playwright.config';
import { expect as baseExpect, test, waitForApp } from './fixtures';

const STAFF = { email: 'staff@lusaproperty.local', password: 'local-staff-password' };
const ANON_KEY = 'local-dev-anon-key';
const expect = baseExpect.configure({ timeout: 15_000 });

// A refused rpc (401, 403) is logged by the browser as a failed load.
test.use({ expectedErrorStatuses: [400, 401, 403] });

test.describe('the inbox functions, called directly', () => {
  async function rpc(page: Page, name: string, token: string, body: object = {}) {
    return page.evaluate(
      async ({ url, token, body, anonKey }) => {
        const response = await fetch(url, {
          method: 'POST',
          headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, text: await response.text() };
      },
      { url: `${LOCAL_BACKEND_URL}/rest/v1/rpc/${name}`, token, body, anonKey: ANON_KEY },
    );
  }

  test('refuse an anonymous caller and a signed-in account without the admin role', async ({ page }) => {
    await page.goto('/en/admin/leads');
    await waitForApp(page);
    const staff = await page.evaluate(
      async ({ url, anonKey, account }) => {
        const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify(account),
        });
        return ((await response.json()) as { access_token: string }).access_token;
      },
      { url: LOCAL_BACKEND_URL, anonKey: ANON_KEY, account: STAFF },
    );
    for (const [name, body] of [
      ['admin_list_leads', {}],
      ['admin_lead_counts', {}],
      ['admin_subject_lookup', { p_email: 'someone@example.com' }],
      ['admin_subject_erase', { p_email: 'someone@example.com' }],
    ] as const) {
      const anonymous = await rpc(page, name, ANON_KEY, body);
      expect([401, 403], `${name} as anon: ${anonymous.text}`).toContain(anonymous.status);
      const refused = await rpc(page, name, staff, body);
      expect(refused.status, `${name} as staff: ${refused.text}`).toBe(403);
      expect(refused.text).toContain('not_allowed');
    }
  });
});
