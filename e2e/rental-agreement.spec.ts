import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import { PORTUGUESE_EDITIONS, RENTAL_TEMPLATE } from '../scripts/rental-template/content';
import { RENTAL_TEMPLATE_FILE } from '../src/features/rental-template/template-file';
import { RENTAL_TEMPLATE_PT_HE_FILE } from '../src/features/rental-template/template-file.pt';
import { routeById } from '../src/lib/routing/routes';
import type { RentalAgreementCopy } from '../src/pages/rental-agreement/copy.en';
import { expectNoAxeViolations } from './axe';
import { storedLeads, uniqueEmail } from './backend';
import { expect, test, waitForApp } from './fixtures';
import { LANGUAGES } from './languages';
import { pageCopy } from './page-copy';

const route = routeById('rentalAgreement');

/** The text of word/document.xml inside a .docx file's bytes. */
function documentXml(bytes: Uint8Array): string {
  const files = unzipSync(bytes);
  const document = files['word/document.xml'];
  if (!document) throw new Error(`word/document.xml missing; files: ${Object.keys(files).join(', ')}`);
  return strFromU8(document);
}

test('the template is served from the site root as a Word document', async ({ request }) => {
  const response = await request.get(`/${RENTAL_TEMPLATE_FILE}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  );
  const bytes = await response.body();
  // A zip file (not a not-found page in HTML).
  expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]);
  const xml = documentXml(bytes);
  expect(xml).toContain(RENTAL_TEMPLATE.sections[0]!.title.en);
  expect(xml).toContain(RENTAL_TEMPLATE.sections[9]!.title.he);
});

for (const [lang, dict] of LANGUAGES) {
  test.describe(`rental agreement template page (${lang})`, () => {
    test('the hero button scrolls to the form; a download stores the lead, saves the .docx and opens thank-you', async ({
      page,
      request,
    }) => {
      // Two full-page accessibility scans and a file download: slow on a busy machine.
      test.slow();
      const copy = (await pageCopy({ route }, lang)) as RentalAgreementCopy;
      await page.goto(`/${lang}/property-management/rental-agreement`);
      await waitForApp(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'he' ? 'rtl' : 'ltr');

      // The form is part of the page from the start (find-in-page and a screen reader's form list
      // reach it), though its section is far below the fold.
      const section = main.getByRole('region', { name: copy.download.title });
      await expect(section).not.toBeInViewport();
      await expect(section.getByRole('textbox')).toHaveCount(2);
      await expectNoAxeViolations(page);

      await main.getByRole('link', { name: copy.heroButton }).click();
      await expect(section).toBeInViewport();
      await expect(section).toBeFocused();
      await expect(page).toHaveURL(`/${lang}/property-management/rental-agreement`);

      const name = section.getByRole('textbox', { name: dict.leadForm.nameLabel });
      const email = section.getByRole('textbox', { name: dict.leadForm.emailLabel });
      const button = section.getByRole('button', { name: copy.download.form.submit });
      await expect(name).toHaveAttribute('maxlength', '100');
      await expect(email).toHaveAttribute('maxlength', '255');
      await expect(button).toBeDisabled();

      const address = uniqueEmail(`template-${lang}`);
      const fullName = lang === 'he' ? 'דנה כהן' : lang === 'pt' ? 'Joana Silva' : 'Dana Cohen';
      await name.fill(fullName);
      await email.fill(address);
      await section.getByRole('checkbox', { name: dict.leadForm.consentLabel }).check();
      await section.getByRole('checkbox', { name: dict.leadForm.marketingLabel }).check();
      await expect(button).toBeEnabled();
      // The Portuguese page offers the lease in Portuguese with English or Hebrew beside it.
      const hebrewBeside = copy.download.form.companion?.choices.find(
        (choice) => choice.file === RENTAL_TEMPLATE_PT_HE_FILE,
      );
      if (lang === 'pt') await section.getByRole('radio', { name: hebrewBeside?.label }).check();
      await expectNoAxeViolations(page);

      const downloadEvent = page.waitForEvent('download');
      await button.click();
      const download = await downloadEvent;
      const xml = documentXml(await readFile((await download.path())!));
      if (lang === 'pt') {
        // Portuguese and Hebrew side by side, the Portuguese text prevailing.
        expect(download.suggestedFilename()).toBe(RENTAL_TEMPLATE_PT_HE_FILE);
        expect(xml).toContain('prevalece a versão em língua portuguesa');
        for (const section of PORTUGUESE_EDITIONS.he.sections) {
          expect(xml).toContain(section.title.pt);
          expect(xml).toContain(section.title.he);
        }
      } else {
        expect(download.suggestedFilename()).toBe(RENTAL_TEMPLATE_FILE);
        for (const section of RENTAL_TEMPLATE.sections) {
          expect(xml).toContain(section.title.en);
          expect(xml).toContain(section.title.he);
        }
      }

      await expect(page).toHaveURL(`/${lang}/thank-you`);
      await waitForApp(page);
      await expectNoAxeViolations(page);

      const rows = await storedLeads(request, 'template_downloads', address);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        full_name: fullName,
        email: address,
        agrees_to_terms: true,
        agrees_to_marketing: true,
        source_page: `/${lang}/property-management/rental-agreement`,
        // The local backend catches e-mails in its outbox: the notification counts as sent.
        notification_status: 'sent',
      });
    });

    test('the messages of the form show in the page language, and nothing is sent while it is invalid', async ({
      page,
    }) => {
      test.slow();
      const copy = (await pageCopy({ route }, lang)) as RentalAgreementCopy;
      let posts = 0;
      page.on('request', (req) => {
        if (req.url().endsWith('/functions/v1/rental-template-download') && req.method() === 'POST') posts += 1;
      });
      await page.goto(`/${lang}/property-management/rental-agreement`);
      await waitForApp(page);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: copy.heroButton }).click();
      const section = main.getByRole('region', { name: copy.download.title });

      const name = section.getByRole('textbox', { name: dict.leadForm.nameLabel });
      const email = section.getByRole('textbox', { name: dict.leadForm.emailLabel });
      const terms = section.getByRole('checkbox', { name: dict.leadForm.consentLabel });
      await name.click();
      await email.click();
      await expect(name).toHaveAccessibleDescription(copy.download.form.fullNameRequired);
      await email.fill('dana@example');
      await terms.check();
      await terms.uncheck();
      await terms.blur();
      await expect(email).toHaveAccessibleDescription(dict.leadForm.invalidEmail);
      await expect(terms).toHaveAccessibleDescription(copy.download.form.termsRequired);
      await expect(section.getByRole('button', { name: copy.download.form.submit })).toBeDisabled();
      await expectNoAxeViolations(page);
      expect(posts).toBe(0);
    });
  });
}
