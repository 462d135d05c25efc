// Issue 53's journey end to end, per language, through the real pages on the local backend: staff
// sign in on /{lang}/admin/owners, add and invite a new owner, add a property they hold 60% of with
// a second owner, record a month (rent, two expenses each with its receipt, a payout) and close it;
// the owner's statement e-mail arrives in the outbox and its link signs them in on /{lang}/owner,
// where they read the statement with their part, download the CSV, open a receipt, print it, and
// read the year's figures; staff correct the published month with an adjustment in the next one and
// close that; the owner sees the adjustment as such. The new owner sees no other owner's property.
// At a phone's width (390 px) neither the owner's statement nor the staff ledger scrolls sideways.
// With SCREENSHOTS=1 it also writes docs/screenshots/ (the owner's page on a phone, the print).
//
// The second co-owner is a new owner too, never invited: closing a month e-mails every invited
// co-owner a fresh sign-in link, which would replace a seeded owner's link while owner-account.spec
// is signing in with it.
import { readFile } from 'node:fs/promises';
import { formatEuroCents } from '../src/lib/format/intl';
import { fill } from '../src/lib/i18n/dictionary';
import { monthName, sharePercent } from '../src/features/owner-portal/portal-format';
import { expectNoAxeViolations } from './axe';
import { test } from './fixtures';
import {
  expect,
  expectNoSidewaysScroll,
  JOURNEY_LANGUAGES,
  journeyMonths,
  labelled,
  receiptPdf,
  runStamp,
  saveScreenshot,
  SEEDED_ADDRESSES,
  separateContext,
  staffSignIn,
  TAKE_SCREENSHOTS,
  uniqueNif,
} from './owner-journey';
import { awaitMail } from './outbox';

// The staff gate's session check and the owner page's first look without a session answer 401/403.
test.use({ expectedErrorStatuses: [400, 401, 403, 404], actionTimeout: 30_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// The figures typed, in cents as the pages show them: the owner holds 60%.
const RENT = 125_000;
const CONDOMINIUM = 8_540;
const REPAIRS = 12_000;
const PAYOUT = 40_000;
const REFUND = 2_000;
const OWNER_SHARE_BP = 6_000;
const decimal = (cents: number) => (cents / 100).toFixed(2);
/** The owner's part of a figure (the figures above split into whole cents). */
const ownerPart = (cents: number) => (cents * OWNER_SHARE_BP) / 10_000;

for (const language of JOURNEY_LANGUAGES) {
  const { lang, staff: staffCopy, portal, year: yearCopy } = language;
  const admin = staffCopy.owners;
  const ledger = admin.ledger;
  const words = portal.statement;
  const euros = (cents: number) => formatEuroCents(cents, lang);

  test(`staff record and publish a month; the owner reads, downloads and prints it (${lang})`, async ({
    page: staff,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    const stamp = runStamp();
    const owner = { name: `${language.ownerName} ${stamp}`, email: `owner-journey-${lang}-${stamp}@example.com` };
    const coOwner = { name: `${language.coOwnerName} ${stamp}`, email: `co-owner-${lang}-${stamp}@example.com` };
    const address = `Rua das Flores ${stamp}, 2.º Esq.`;
    const rentReceipt = `RRE-${stamp}`;
    const condominiumSupplier = `Condomínio Flores ${stamp}`;
    const repairsSupplier = `Canalizações Lda ${stamp}`;
    const bankReference = `TRF-${stamp}`;
    const { first, second } = journeyMonths();
    const firstName = monthName(first, lang);
    const secondName = monthName(second, lang);
    const tool = staff.getByRole('navigation', { name: admin.nav.label });

    await test.step('staff add a new owner and invite them', async () => {
      await staffSignIn(staff, language);
      for (const person of [owner, coOwner]) {
        await staff.getByRole('button', { name: admin.owners.add, exact: true }).click();
        const dialog = staff.getByRole('dialog', { name: admin.owners.addTitle, exact: true });
        await dialog.getByLabel(labelled(admin.owners.fields.fullName)).fill(person.name);
        await dialog.getByLabel(labelled(admin.owners.fields.email)).fill(person.email);
        await dialog.getByLabel(labelled(admin.owners.fields.language)).selectOption(lang);
        await dialog.getByLabel(labelled(admin.owners.fields.nif)).fill(uniqueNif());
        await dialog.getByRole('button', { name: admin.save, exact: true }).click();
        await expect(dialog).toBeHidden();
      }
      await staff.getByLabel(labelled(admin.owners.search)).fill(owner.email);
      const row = staff.getByRole('row').filter({ hasText: owner.email });
      await expect(row).toContainText(admin.owners.notInvited);
      await row
        .getByRole('button', { name: fill(admin.owners.inviteLabel, { name: owner.name }), exact: true })
        .click();
      await expect(row).not.toContainText(admin.owners.notInvited);
      await awaitMail(request, owner.email, (mail) => mail.tag === 'owner-invite');
    });

    await test.step('staff add a property the two hold 60% and 40% of', async () => {
      await tool.getByRole('link', { name: admin.nav.properties, exact: true }).click();
      await staff.getByRole('button', { name: admin.properties.add, exact: true }).click();
      const dialog = staff.getByRole('dialog', { name: admin.properties.addTitle, exact: true });
      const f = admin.properties.fields;
      await dialog.getByLabel(labelled(f.address)).fill(address);
      await dialog.getByLabel(labelled(f.city)).selectOption('Lisbon');
      await dialog.getByLabel(labelled(f.type)).selectOption('apartment');
      await dialog
        .getByLabel(labelled(fill(f.owner, { number: '1' })))
        .selectOption({ label: `${owner.name} (${owner.email})` });
      await dialog.getByLabel(labelled(fill(f.share, { number: '1' }))).fill('60');
      await dialog.getByRole('button', { name: f.addCoOwner, exact: true }).click();
      await dialog
        .getByLabel(labelled(fill(f.owner, { number: '2' })))
        .selectOption({ label: `${coOwner.name} (${coOwner.email})` });
      await dialog.getByLabel(labelled(fill(f.share, { number: '2' }))).fill('40');
      await expect(
        dialog.getByText(fill(f.totalOk, { total: sharePercent(10_000, lang), whole: sharePercent(10_000, lang) })),
      ).toBeVisible();
      await dialog.getByRole('button', { name: admin.save, exact: true }).click();
      await expect(dialog).toBeHidden();
      await staff.getByRole('link', { name: fill(admin.properties.openLabel, { address }), exact: true }).click();
      await expect(staff.getByRole('heading', { level: 2, name: address, exact: true })).toBeVisible();
    });

    await test.step(`staff record ${first}: rent, two expenses with receipts, a payout`, async () => {
      await staff.getByLabel(labelled(ledger.month)).fill(first);
      await expect(
        staff.getByRole('heading', { name: fill(ledger.entries, { month: firstName }), exact: true }),
      ).toBeVisible();
      const f = ledger.fields;
      const entries = staff.getByRole('region', { name: ledger.entriesLabel });

      await staff.getByRole('radio', { name: admin.kinds.rent, exact: true }).check();
      const rent = staff.getByTestId('rent-form');
      await rent.getByLabel(labelled(f.date)).fill(`${first}-05`);
      await rent.getByLabel(labelled(f.amount)).fill(decimal(RENT));
      await rent.getByLabel(labelled(f.receiptNumber)).fill(rentReceipt);
      await rent.getByRole('button', { name: ledger.submit.rent, exact: true }).click();
      await expect(entries).toContainText(rentReceipt);

      const expenses = [
        { category: 'condominium', supplier: condominiumSupplier, cents: CONDOMINIUM, day: '10' },
        { category: 'repairs', supplier: repairsSupplier, cents: REPAIRS, day: '12' },
      ] as const;
      for (const expense of expenses) {
        await staff.getByRole('radio', { name: admin.kinds.expense, exact: true }).check();
        const form = staff.getByTestId('expense-form');
        await form.getByLabel(labelled(f.category)).selectOption(expense.category);
        await form.getByLabel(labelled(f.supplier)).fill(expense.supplier);
        await form.getByLabel(labelled(f.invoiceDate)).fill(`${first}-${expense.day}`);
        await form.getByLabel(labelled(f.amount)).fill(decimal(expense.cents));
        await form.getByLabel(labelled(f.receipt)).setInputFiles(receiptPdf(`receipt-${expense.category}.pdf`));
        await form.getByRole('button', { name: ledger.submit.expense, exact: true }).click();
        await expect(entries).toContainText(expense.supplier);
      }

      await staff.getByRole('radio', { name: admin.kinds.payout, exact: true }).check();
      const payout = staff.getByTestId('payout-form');
      await payout.getByLabel(labelled(f.payee)).selectOption({ label: owner.name });
      await payout.getByLabel(labelled(f.payoutDate)).fill(`${first}-20`);
      await payout.getByLabel(labelled(f.amount)).fill(decimal(PAYOUT));
      await payout.getByLabel(labelled(f.bankReference)).fill(bankReference);
      await payout.getByRole('button', { name: ledger.submit.payout, exact: true }).click();
      await expect(entries).toContainText(bankReference);
      await expect(
        entries.getByRole('button', {
          name: fill(ledger.openReceiptLabel, { supplier: repairsSupplier }),
          exact: true,
        }),
      ).toBeVisible();
      await expectNoAxeViolations(staff);

      await staff.setViewportSize(PHONE);
      await expectNoSidewaysScroll(staff);
      await staff.setViewportSize(DESKTOP);
    });

    await test.step(`staff close ${first} and publish its statement`, async () => {
      await staff.getByRole('button', { name: admin.close.button, exact: true }).click();
      const dialog = staff.getByRole('dialog', { name: fill(admin.close.title, { month: firstName }), exact: true });
      await dialog.getByRole('button', { name: admin.close.confirm, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(
        staff.getByRole('heading', { name: fill(admin.statement.title, { month: firstName }), exact: true }),
      ).toBeVisible();
      await expect(staff.getByRole('region', { name: ledger.entriesLabel })).not.toContainText(ledger.delete);
      await expectNoAxeViolations(staff);
    });

    // The owner's own browser: their session is not staff's.
    const owned = await separateContext(browser, testInfo, [403, 404]);
    const ownerPage = owned.page;
    try {
      let link = '';
      await test.step('the statement e-mail arrives in the owner’s language with a sign-in link', async () => {
        const mail = await awaitMail(request, owner.email, (message) => message.tag === 'owner-statement');
        expect(mail.text).toContain(address);
        expect(mail.text).toContain(firstName);
        link = /https?:\/\/\S+token_hash=[^\s)>"]+/.exec(mail.text)?.[0] ?? '';
        expect(link, 'a sign-in link in the e-mail').toContain(`/${lang}/owner?`);
      });

      const statement = ownerPage.getByRole('article', { name: fill(words.title, { month: firstName }), exact: true });
      await test.step('the link signs the owner in on the statement, with their part', async () => {
        await ownerPage.goto(link);
        await expect(statement).toBeVisible();
        await expect.poll(() => new URL(ownerPage.url()).search).not.toContain('token_hash');
        await expect(statement).toContainText(address);
        const yours = fill(words.yours, { share: sharePercent(OWNER_SHARE_BP, lang) });
        await expect(statement.getByRole('columnheader', { name: yours, exact: true })).toBeVisible();
        const row = (name: string) =>
          statement.getByRole('row').filter({ has: ownerPage.getByRole('rowheader', { name, exact: true }) });
        // The property's figure, then the owner's 60%.
        await expect(row(words.income)).toContainText(`${euros(RENT)}${euros(ownerPart(RENT))}`);
        await expect(row(words.expenses)).toContainText(
          `${euros(-(CONDOMINIUM + REPAIRS))}${euros(ownerPart(-(CONDOMINIUM + REPAIRS)))}`,
        );
        await expect(row(words.payouts)).toContainText(`${euros(-PAYOUT)}${euros(-PAYOUT)}`);
        await expect(statement).toContainText(repairsSupplier);
        await expect(statement).toContainText(rentReceipt);
        await expectNoAxeViolations(ownerPage);
      });

      await test.step('the CSV holds the statement’s figures', async () => {
        const [download] = await Promise.all([
          ownerPage.waitForEvent('download'),
          statement.getByRole('button', { name: words.csv, exact: true }).click(),
        ]);
        expect(download.suggestedFilename()).toMatch(/\.csv$/);
        const csv = await readFile((await download.path())!, 'utf8');
        expect(csv.charCodeAt(0)).toBe(0xfeff);
        for (const text of [
          decimal(RENT),
          decimal(ownerPart(RENT)),
          `-${decimal(CONDOMINIUM)}`,
          `-${decimal(REPAIRS)}`,
          `-${decimal(ownerPart(CONDOMINIUM + REPAIRS))}`,
          `-${decimal(PAYOUT)}`,
          rentReceipt,
          bankReference,
          condominiumSupplier,
        ]) {
          expect(csv).toContain(text);
        }
      });

      await test.step('a receipt opens through a signed link', async () => {
        const signed = ownerPage
          .context()
          .waitForEvent('request', (sent) => /\/storage\/v1\/object\/sign\/.*[?&]token=/.test(sent.url()));
        const popup = ownerPage.waitForEvent('popup');
        await statement
          .getByRole('button', { name: fill(words.receiptLabel, { supplier: condominiumSupplier }), exact: true })
          .click();
        const url = (await signed).url();
        await (await popup).close();
        const answer = await request.get(url);
        expect(answer.status()).toBe(200);
        expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      });

      await test.step('the statement prints without the site around it', async () => {
        await ownerPage.emulateMedia({ media: 'print' });
        await expect(
          statement.getByRole('heading', { name: fill(words.title, { month: firstName }), exact: true }),
        ).toBeVisible();
        await expect(statement.getByRole('rowheader', { name: words.closing, exact: true })).toBeVisible();
        await expect(ownerPage.getByRole('banner')).toBeHidden();
        await expect(ownerPage.getByRole('contentinfo')).toBeHidden();
        await expect(statement.getByRole('button', { name: words.csv, exact: true })).toBeHidden();
        await expect(statement.getByRole('button', { name: words.print, exact: true })).toBeHidden();
        if (TAKE_SCREENSHOTS) {
          // An A4 sheet's width at 96 dpi.
          await ownerPage.setViewportSize({ width: 794, height: 1123 });
          await saveScreenshot(ownerPage, `owner-statement-print-${lang}.png`);
          await ownerPage.setViewportSize(DESKTOP);
        }
        await ownerPage.emulateMedia({ media: null });
      });

      await test.step('on a phone the statement fits 390 px', async () => {
        await ownerPage.setViewportSize(PHONE);
        await expect(statement).toBeVisible();
        await expectNoSidewaysScroll(ownerPage);
        await saveScreenshot(ownerPage, `owner-statement-phone-${lang}.png`);
        await ownerPage.setViewportSize(DESKTOP);
      });

      await test.step('the account lists only the owner’s property, and the year’s figures', async () => {
        await statement.getByRole('button', { name: words.close, exact: true }).click();
        await expect(ownerPage.getByRole('heading', { name: portal.statements.title, exact: true })).toBeVisible();
        await expect(ownerPage.getByText(address).first()).toBeVisible();
        for (const other of SEEDED_ADDRESSES) await expect(ownerPage.getByText(other)).toHaveCount(0);
        const taxYear = first.slice(0, 4);
        await ownerPage.getByLabel(portal.year.pick).selectOption(taxYear);
        const summary = ownerPage.getByRole('region', { name: fill(yearCopy.title, { year: taxYear }) });
        await expect(summary).toBeVisible();
        const rentLine = summary
          .getByRole('row')
          .filter({ has: ownerPage.getByRole('rowheader', { name: yearCopy.lines.rent }) })
          .first();
        await expect(rentLine).toContainText(euros(ownerPart(RENT)));
        await expect(rentLine).toContainText('₪');
        await expectNoAxeViolations(ownerPage);
      });

      await test.step(`staff correct ${first} with an adjustment in ${second} and close it`, async () => {
        const form = staff.getByTestId('adjustment-form');
        const f = ledger.fields;
        await expect(form.getByLabel(labelled(f.adjustsMonth))).toHaveValue(first);
        await form.getByLabel(labelled(f.direction)).selectOption('credit');
        await form.getByLabel(labelled(f.adjustedCategory)).selectOption('repairs');
        await form.getByLabel(labelled(f.amount)).fill(decimal(REFUND));
        await form.getByLabel(labelled(f.note)).fill(language.correction);
        await form.getByRole('button', { name: ledger.submit.adjustment, exact: true }).click();
        // The form starts again once the entry is stored.
        await expect(form.getByLabel(labelled(f.note))).toHaveValue('');

        await staff.getByRole('button', { name: ledger.firstOpen, exact: true }).click();
        await expect(
          staff.getByRole('heading', { name: fill(ledger.entries, { month: secondName }), exact: true }),
        ).toBeVisible();
        await expect(staff.getByRole('region', { name: ledger.entriesLabel })).toContainText(language.correction);
        await staff.setViewportSize(PHONE);
        await expectNoSidewaysScroll(staff);
        await staff.setViewportSize(DESKTOP);
        await staff.getByRole('button', { name: admin.close.button, exact: true }).click();
        const dialog = staff.getByRole('dialog', { name: fill(admin.close.title, { month: secondName }), exact: true });
        await dialog.getByRole('button', { name: admin.close.confirm, exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(
          staff.getByRole('heading', { name: fill(admin.statement.title, { month: secondName }), exact: true }),
        ).toBeVisible();
      });

      await test.step('the owner sees the correction as an adjustment to the earlier month', async () => {
        await ownerPage.reload();
        await ownerPage
          .getByRole('button', {
            name: fill(portal.statements.viewLabel, { month: secondName, property: address }),
            exact: true,
          })
          .click();
        const next = ownerPage.getByRole('article', { name: fill(words.title, { month: secondName }), exact: true });
        await expect(next).toBeVisible();
        await expect(next).toContainText(fill(words.adjustment, { month: firstName, note: language.correction }));
        await expect(next).toContainText(fill(words.adjustmentOf, { category: words.categories.repairs }));
        await expect(
          next
            .getByRole('row')
            .filter({ has: ownerPage.getByRole('rowheader', { name: words.adjustments, exact: true }) }),
        ).toContainText(`${euros(REFUND)}${euros(ownerPart(REFUND))}`);
        await expectNoAxeViolations(ownerPage);
      });

      expect(owned.errors(), 'console errors on the owner’s page').toEqual([]);
    } finally {
      await owned.context.close();
    }
  });
}
