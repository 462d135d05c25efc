import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { he } from '@/lib/i18n/he';
import { loadDictionary } from '@/lib/i18n/load-dictionary';
import { pt } from '@/lib/i18n/pt';
import { CONSENT_VERSION } from '@shared/validation/consent';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import { TemplateDownloadForm } from './template-download-form';
import { RENTAL_TEMPLATE_FILE, RENTAL_TEMPLATE_PATH } from './template-file';
import { RENTAL_TEMPLATE_PT_EN_FILE, RENTAL_TEMPLATE_PT_HE_FILE } from './template-file.pt';
import type { TemplateFormText } from './template-form-text';

const ENDPOINT = 'http://127.0.0.1:54321/functions/v1/rental-template-download';
// The first submit loads supabase-js by dynamic import, which can take a moment in the test run.
const SLOW = { timeout: 5000 };
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

/** A request that the test answers when it calls release(). */
function held() {
  let release!: () => void;
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, answered };
}

/** Answers the function call with `respond` and records each body. */
function mockFunction(respond: () => Response | Promise<Response> = () => HttpResponse.json({ ok: true })) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return respond();
    }),
  );
  return bodies;
}

/** Serves the template files from the site's root; counts the requests. */
function mockFile(respond: () => Response = () => new HttpResponse(DOCX, { status: 200 })) {
  const requests: string[] = [];
  server.use(
    http.get('*.docx', ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return respond();
    }),
  );
  return requests;
}

/** The anchor the download clicks: its name and address, recorded instead of navigating. */
function captureDownloads() {
  const downloads: { name: string; href: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.href });
  });
  return downloads;
}

function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

/** The form's texts as the page passes them: the words of docs/product-rules.md ("Forms") in English. */
const FORM_TEXT: Record<'en' | 'he' | 'pt', TemplateFormText> = {
  en: {
    submit: 'Download template',
    downloading: 'Downloading...',
    fullNameRequired: 'Full name is required',
    termsRequired: 'You must accept the terms',
    invalidForm: 'Please fill in all required fields',
    downloadError: 'An error occurred while downloading the template. Please try again.',
  },
  he: {
    submit: 'הורדת התבנית',
    downloading: 'ההורדה מתבצעת...',
    fullNameRequired: 'יש למלא שם מלא',
    termsRequired: 'יש לאשר את התנאים',
    invalidForm: 'נא למלא את כל שדות החובה',
    downloadError: 'אירעה שגיאה בהורדת התבנית. נסו שוב.',
  },
  pt: {
    submit: 'Descarregar a minuta',
    downloading: 'A descarregar...',
    fullNameRequired: 'Indique o nome completo',
    termsRequired: 'Tem de aceitar os termos',
    invalidForm: 'Preencha todos os campos obrigatórios',
    downloadError: 'Ocorreu um erro ao descarregar a minuta. Tente novamente.',
    companion: {
      legend: 'Versão ao lado do texto em português',
      choices: [
        { label: 'Inglês', file: RENTAL_TEMPLATE_PT_EN_FILE },
        { label: 'Hebraico', file: RENTAL_TEMPLATE_PT_HE_FILE },
      ],
    },
  },
};

const TEXT = {
  en: {
    name: 'Full name',
    email: 'Email',
    consent:
      'I agree that my personal data will be processed to provide the service and to contact me, and stored for 24 months only.',
    marketing: 'Send me market updates and offers by email (optional)',
    errorTitle: 'Error',
    invalidEmail: 'Invalid email address',
    script: 'Invalid characters detected. Please remove any HTML or script content.',
    ...FORM_TEXT.en,
  },
  he: {
    name: he.leadForm.nameLabel,
    email: he.leadForm.emailLabel,
    consent: he.leadForm.consentLabel,
    marketing: he.leadForm.marketingLabel,
    errorTitle: he.leadForm.errorTitle,
    invalidEmail: he.leadForm.invalidEmail,
    script: he.leadForm.invalidInputScript,
    ...FORM_TEXT.he,
  },
  pt: {
    name: pt.leadForm.nameLabel,
    email: pt.leadForm.emailLabel,
    consent: pt.leadForm.consentLabel,
    marketing: pt.leadForm.marketingLabel,
    errorTitle: pt.leadForm.errorTitle,
    invalidEmail: pt.leadForm.invalidEmail,
    script: pt.leadForm.invalidInputScript,
    ...FORM_TEXT.pt,
  },
};

function setup(lang: 'en' | 'he' | 'pt' = 'en') {
  const user = userEvent.setup();
  const text = TEXT[lang];
  const { container } = renderWithProviders(
    <>
      <TemplateDownloadForm text={FORM_TEXT[lang]} />
      <CurrentPath />
    </>,
    { lang, path: `/${lang}/property-management/rental-agreement` },
  );
  const field = {
    name: screen.getByRole('textbox', { name: text.name }),
    email: screen.getByRole('textbox', { name: text.email }),
    terms: screen.getByRole('checkbox', { name: text.consent }),
    marketing: screen.getByRole('checkbox', { name: text.marketing }),
  };
  const button = () => screen.getByRole('button', { name: new RegExp(`${text.submit}|${text.downloading}`) });
  const currentPath = () => screen.getByTestId('current-path').textContent;
  return { user, text, field, button, currentPath, container };
}

type Setup = ReturnType<typeof setup>;

async function fillValid({ user, field }: Setup, { name = 'Dana Cohen', email = 'dana@example.com' } = {}) {
  await user.type(field.name, name);
  await user.type(field.email, email);
  await user.click(field.terms);
}

beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  toast.dismiss();
  vi.restoreAllMocks();
});

describe('TemplateDownloadForm', () => {
  it('shows labelled required fields with their maximum lengths and the optional marketing consent', () => {
    const { field } = setup();
    expect(field.name).toHaveAttribute('aria-required', 'true');
    expect(field.name).toHaveAttribute('maxlength', '100');
    expect(field.name).toHaveAttribute('autocomplete', 'name');
    expect(field.email).toHaveAttribute('aria-required', 'true');
    expect(field.email).toHaveAttribute('maxlength', '255');
    expect(field.email).toHaveAttribute('type', 'email');
    expect(field.email).toHaveAttribute('dir', 'ltr');
    expect(field.terms).toHaveAttribute('aria-required', 'true');
    expect(field.terms).not.toBeChecked();
    expect(field.marketing).not.toBeChecked();
    expect(field.marketing).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/en/privacy');
  });

  it('keeps the button disabled until every required field is valid', async () => {
    const s = setup();
    expect(s.button()).toBeDisabled();
    await s.user.type(s.field.name, 'Dana Cohen');
    expect(s.button()).toBeDisabled();
    await s.user.type(s.field.email, 'dana@example.com');
    expect(s.button()).toBeDisabled();
    await s.user.click(s.field.terms);
    await waitFor(() => expect(s.button()).toBeEnabled());
    await s.user.click(s.field.terms);
    await waitFor(() => expect(s.button()).toBeDisabled());
  });

  it('is ready to send when name, e-mail and terms arrive at once (typed before the page responded)', async () => {
    const s = setup();
    // The page replays what was typed before hydration in one go, with no render in between.
    act(() => {
      fireEvent.change(s.field.name, { target: { value: 'Dana Cohen' } });
      fireEvent.change(s.field.email, { target: { value: 'dana@example.com' } });
      fireEvent.click(s.field.terms);
    });
    await waitFor(() => expect(s.button()).toBeEnabled());
  });

  it('disables the button again when the form is emptied back to how it started', async () => {
    const s = setup();
    await fillValid(s);
    await waitFor(() => expect(s.button()).toBeEnabled());
    await s.user.clear(s.field.name);
    await s.user.clear(s.field.email);
    await s.user.click(s.field.terms);
    await waitFor(() => expect(s.button()).toBeDisabled());
  });

  it("says 'Full name is required' for an empty or blank name", async () => {
    const { user, field } = setup();
    await user.click(field.name);
    await user.tab();
    await waitFor(() => expect(field.name).toHaveAccessibleDescription('Full name is required'));
    expect(field.name).toHaveAttribute('aria-invalid', 'true');
    await user.type(field.name, '   ');
    expect(field.name).toHaveAccessibleDescription('Full name is required');
    await user.type(field.name, 'Dana');
    await waitFor(() => expect(field.name).toHaveAttribute('aria-invalid', 'false'));
  });

  it("says 'Invalid email address' for a malformed address", async () => {
    const { user, field } = setup();
    await user.type(field.email, 'dana@example');
    await user.tab();
    await waitFor(() => expect(field.email).toHaveAccessibleDescription('Invalid email address'));
    await user.type(field.email, '.com');
    await waitFor(() => expect(field.email).toHaveAttribute('aria-invalid', 'false'));
  });

  it("says 'You must accept the terms' when the terms are unticked", async () => {
    const { user, field } = setup();
    await user.click(field.terms);
    await user.click(field.terms);
    await user.tab();
    await waitFor(() => expect(field.terms).toHaveAccessibleDescription('You must accept the terms'));
    await user.click(field.terms);
    await waitFor(() => expect(screen.queryByText('You must accept the terms')).not.toBeInTheDocument());
  });

  it('refuses script content in the name', async () => {
    const { user, field, button } = setup();
    await user.type(field.name, 'Dana <b>');
    await user.type(field.email, 'dana@example.com');
    await user.click(field.terms);
    await waitFor(() => expect(field.name).toHaveAccessibleDescription(TEXT.en.script));
    expect(button()).toBeDisabled();
  });

  it("shows 'Error' / 'Please fill in all required fields' when an invalid form is submitted", async () => {
    const bodies = mockFunction();
    const { container } = setup();
    fireEvent.submit(container.querySelector('form')!);
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("sends the lead, reads 'Downloading...' while busy, downloads the .docx and opens thank-you 1 s later", async () => {
    const gate = held();
    const bodies = mockFunction(async () => {
      await gate.answered;
      return HttpResponse.json({ ok: true });
    });
    const files = mockFile();
    const downloads = captureDownloads();
    const s = setup();
    await fillValid(s, { name: '  Dana Cohen ', email: ' dana@example.com ' });
    await s.user.click(s.field.marketing);
    await waitFor(() => expect(s.button()).toBeEnabled());
    await s.user.click(s.button());

    await waitFor(() => expect(s.button()).toHaveTextContent('Downloading...'), SLOW);
    expect(s.button()).toBeDisabled();
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    expect(bodies[0]).toEqual({
      fullName: 'Dana Cohen',
      email: 'dana@example.com',
      acceptTerms: true,
      acceptMarketing: true,
      consent_version: CONSENT_VERSION,
      source_page: '/en/property-management/rental-agreement',
      website: '',
    });
    gate.release();

    await waitFor(() => expect(downloads).toHaveLength(1), SLOW);
    expect(files).toEqual([RENTAL_TEMPLATE_PATH]);
    expect(downloads[0]).toEqual({ name: RENTAL_TEMPLATE_FILE, href: 'blob:template' });
    // Still on the page, button still busy, until the second has passed.
    expect(s.currentPath()).toBe('/en/property-management/rental-agreement');
    expect(s.button()).toHaveTextContent('Downloading...');
    expect(s.button()).toBeDisabled();
    await waitFor(() => expect(s.currentPath()).toBe('/en/thank-you'), { timeout: 3000 });
  });

  it('shows the download error when the function refuses, sends no file and stays on the page', async () => {
    mockFunction(() => HttpResponse.json({ error: 'Invalid input', code: 'invalid_input' }, { status: 400 }));
    const files = mockFile();
    const downloads = captureDownloads();
    const s = setup();
    await fillValid(s);
    await waitFor(() => expect(s.button()).toBeEnabled());
    await s.user.click(s.button());

    expect(await screen.findByText(s.text.downloadError, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(files).toEqual([]);
    expect(downloads).toEqual([]);
    await waitFor(() => expect(s.button()).toBeEnabled());
    expect(s.button()).toHaveTextContent(s.text.submit);
    expect(s.currentPath()).toBe('/en/property-management/rental-agreement');
  });

  it('shows the download error when the file cannot be fetched', async () => {
    mockFunction();
    mockFile(() => new HttpResponse('Not found', { status: 404 }));
    const downloads = captureDownloads();
    const s = setup();
    await fillValid(s);
    await waitFor(() => expect(s.button()).toBeEnabled());
    await s.user.click(s.button());

    expect(await screen.findByText(s.text.downloadError, {}, SLOW)).toBeInTheDocument();
    expect(downloads).toEqual([]);
    await waitFor(() => expect(s.button()).toBeEnabled());
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(s.currentPath()).toBe('/en/property-management/rental-agreement');
  });

  it('refuses a fourth download within five minutes (client rate limit)', async () => {
    const bodies = mockFunction();
    mockFile();
    captureDownloads();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const s = setup();
      await fillValid(s, { email: `dana${attempt}@example.com` });
      await waitFor(() => expect(s.button()).toBeEnabled());
      await s.user.click(s.button());
      if (attempt < 4) await waitFor(() => expect(s.currentPath()).toBe('/en/thank-you'), { timeout: 4000 });
      else expect((await screen.findAllByText('Too many submissions'))[0]).toBeInTheDocument();
      if (attempt < 4) s.container.remove();
    }
    expect(screen.getByText('Temporarily Blocked')).toBeInTheDocument();
    expect(bodies).toHaveLength(3);
  }, 20_000);

  it('speaks Hebrew on a Hebrew page', async () => {
    const s = setup('he');
    expect(s.button()).toHaveTextContent(s.text.submit);
    await s.user.click(s.field.name);
    await s.user.tab();
    await waitFor(() => expect(s.field.name).toHaveAccessibleDescription(s.text.fullNameRequired));
    await s.user.type(s.field.email, 'dana@');
    await s.user.tab();
    await waitFor(() => expect(s.field.email).toHaveAccessibleDescription(s.text.invalidEmail));
    await s.user.click(s.field.terms);
    await s.user.click(s.field.terms);
    await s.user.tab();
    await waitFor(() => expect(s.field.terms).toHaveAccessibleDescription(s.text.termsRequired));
    expect(s.container.querySelector('form')).toHaveAttribute('dir', 'rtl');
  });

  it('offers no choice of version on the English page, whose one document is English and Hebrew', () => {
    renderWithProviders(<TemplateDownloadForm text={FORM_TEXT.en} />, {
      path: '/en/property-management/rental-agreement',
    });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it.each([
    ['Inglês', RENTAL_TEMPLATE_PT_EN_FILE],
    ['Hebraico', RENTAL_TEMPLATE_PT_HE_FILE],
  ])(
    'downloads on the Portuguese page the Portuguese document with the chosen version beside it (%s)',
    async (choice, file) => {
      // The page loads its dictionary before it renders; so does this test.
      await loadDictionary('pt');
      mockFunction();
      const files = mockFile();
      const downloads = captureDownloads();
      const s = setup('pt');
      const group = screen.getByRole('group', { name: 'Versão ao lado do texto em português' });
      expect(within(group).getByRole('radio', { name: 'Inglês' })).toBeChecked();
      await s.user.click(within(group).getByRole('radio', { name: choice }));
      await fillValid(s);
      await waitFor(() => expect(s.button()).toBeEnabled());
      await s.user.click(s.button());

      await waitFor(() => expect(downloads).toHaveLength(1), SLOW);
      expect(files).toEqual([`/${file}`]);
      expect(downloads[0]).toEqual({ name: file, href: 'blob:template' });
      expect(file).not.toBe(RENTAL_TEMPLATE_FILE);
      await waitFor(() => expect(s.currentPath()).toBe('/pt/thank-you'), { timeout: 3000 });
    },
  );
});
