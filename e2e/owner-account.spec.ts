// The owner's page in a real browser, in each language (docs/owner-accounts.md): a seeded owner asks
// for a sign-in link, opens it from the local outbox, is signed in with the link gone from the
// address bar, sees their own properties and statements and never the other owner's, opens a
// statement and downloads its CSV; the same link a second time no longer works.
// Each language signs in a different owner: a new link replaces an owner's previous one. There are
// two seeded owners (Hebrew and English, supabase/seed.sql); the Portuguese case invites an owner of
// its own, with no property yet (owner-journey.spec.ts reads a Portuguese owner's statements).
import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { LOCAL_BACKEND_URL } from '../playwright.config';
import portalEn from '../src/features/owner-portal/portal-copy.en';
import portalHe from '../src/features/owner-portal/portal-copy.he';
import portalPt from '../src/features/owner-portal/portal-copy.pt';
import { expectNoAxeViolations } from './axe';
import { expect as baseExpect, test, waitForApp } from './fixtures';
import { ADMIN, runStamp, SEEDED_ADDRESSES, uniqueNif } from './owner-journey';
import { awaitMail } from './outbox';

/** supabase-js and the account load after hydration: slow on a busy machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

const OWNERS = {
  he: {
    email: 'owner@lusaproperty.local',
    copy: portalHe,
    own: ['Rua da Graça 42', 'Rua de Cedofeita 118'],
    others: 'Rua Morais Soares 77',
  },
  en: {
    email: 'owner2@lusaproperty.local',
    copy: portalEn,
    own: ['Rua de Cedofeita 118', 'Rua Morais Soares 77'],
    others: 'Rua da Graça 42',
  },
} as const;

/**
 * The e-mailed link on the site under test: its path and query (the backend may have been started
 * for another site's origin, as ad-alerts.spec.ts opens its links too).
 */
const onThisSite = (link: string) => new URL(link).pathname + new URL(link).search;

// The used link's second check is refused by Auth with 403.
test.use({ expectedErrorStatuses: [403, 404] });

for (const lang of ['he', 'en'] as const) {
  const owner = OWNERS[lang];
  const copy = owner.copy;

  test(`an owner signs in by an e-mailed link and reads only their own statements (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(`/${lang}/owner`);
    await waitForApp(page);
    await page.getByLabel(copy.signIn.emailLabel).fill(owner.email);
    await page.getByRole('button', { name: copy.signIn.submit }).click();
    await expect(page.getByText(copy.signIn.sentText)).toBeVisible();
    await expectNoAxeViolations(page);

    const mail = await awaitMail(request, owner.email, (message) => /token_hash=/.test(message.text));
    const link = /https?:\/\/\S+token_hash=[^\s)>"]+/.exec(mail.text)?.[0];
    expect(link, 'a sign-in link in the e-mail').toBeTruthy();

    await page.goto(onThisSite(link!));
    await expect(page.getByRole('button', { name: copy.account.signOut })).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).not.toContain('token_hash');
    for (const address of owner.own) await expect(page.getByText(address).first()).toBeVisible();
    await expect(page.getByText(owner.others)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The newest statement: its figures on screen, then its CSV.
    await page.getByRole('button', { name: copy.statements.view }).first().click();
    await expect(page.getByRole('button', { name: copy.statement.close })).toBeVisible();
    await expect(page.getByText(copy.statement.opening).first()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: copy.statement.csv }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(csv).toContain(copy.statement.opening);
    expect(csv).toMatch(/RRE-\d{6}-/);

    // The link was used: a second visit with it is refused and offers the form again.
    await page.getByRole('button', { name: copy.account.signOut }).click();
    // Signed out on the server and in the browser's storage before the link is opened again.
    await expect(page.getByLabel(copy.signIn.emailLabel)).toBeVisible();
    await page.goto(onThisSite(link!));
    await expect(page.getByText(copy.link.expiredTitle)).toBeVisible();
    await expect(page.getByLabel(copy.signIn.emailLabel)).toBeVisible();
  });
}

/** Staff add a Portuguese owner and invite them, as the owners tool does (its RPC and owner-invite). */
async function invitePortugueseOwner(request: APIRequestContext, name: string, email: string): Promise<void> {
  const session = await request.post(`${LOCAL_BACKEND_URL}/auth/v1/token?grant_type=password`, {
    headers: { apikey: 'local-dev-anon-key' },
    data: ADMIN,
  });
  const { access_token } = (await session.json()) as { access_token: string };
  const headers = { apikey: 'local-dev-anon-key', Authorization: `Bearer ${access_token}` };
  const saved = await request.post(`${LOCAL_BACKEND_URL}/rest/v1/rpc/admin_owner_save`, {
    headers,
    data: { p: { full_name: name, email, language: 'pt', tax_country: 'PT', nif: uniqueNif(), package: 'basic' } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const ownerId = (await saved.json()) as string;
  const invited = await request.post(`${LOCAL_BACKEND_URL}/functions/v1/owner-invite`, {
    headers,
    data: { owner_id: ownerId },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
}

test('a new owner signs in by an e-mailed link, in Portuguese, and sees no other owner’s property (pt)', async ({
  page,
  request,
}) => {
  const copy = portalPt;
  const stamp = runStamp();
  const name = `Inês Valadares ${stamp}`;
  const email = `owner-account-pt-${stamp}@example.com`;
  await invitePortugueseOwner(request, name, email);

  await page.goto('/pt/owner');
  await waitForApp(page);
  await page.getByLabel(copy.signIn.emailLabel).fill(email);
  await page.getByRole('button', { name: copy.signIn.submit }).click();
  await expect(page.getByText(copy.signIn.sentText)).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await awaitMail(request, email, (message) => message.tag === 'owner-sign-in');
  const link = /https?:\/\/\S+token_hash=[^\s)>"]+/.exec(mail.text)?.[0];
  expect(link, 'a sign-in link in the e-mail').toContain('/pt/owner?');
  // The owner's language is Portuguese: so is the e-mail.
  expect(mail.subject).toBe('A sua ligação para entrar na conta de proprietário');
  expect(mail.html).toContain('lang="pt-PT"');

  await page.goto(onThisSite(link!));
  await expect(page.getByRole('button', { name: copy.account.signOut })).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).not.toContain('token_hash');
  await expect(page.getByText(copy.account.greeting.replace('{name}', name))).toBeVisible();
  await expect(page.getByText(copy.properties.empty)).toBeVisible();
  for (const address of SEEDED_ADDRESSES) await expect(page.getByText(address)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: copy.account.signOut }).click();
  // Signed out on the server and in the browser's storage before the link is opened again: a page
  // still signed in would show the account, not the used link.
  await expect(page.getByLabel(copy.signIn.emailLabel)).toBeVisible();
  await page.goto(onThisSite(link!));
  await expect(page.getByText(copy.link.expiredTitle)).toBeVisible();
  await expect(page.getByLabel(copy.signIn.emailLabel)).toBeVisible();
});
