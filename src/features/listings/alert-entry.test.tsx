import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { InertObserver, stubMatchMedia } from '../../../tests/browser-stubs';
import { renderRoute } from '../../../tests/render';
import { ALERT_FORM_COPY } from './alert-form-copy';

const REST = 'http://127.0.0.1:54321/rest/v1/fb_listings';
const SAVE = 'http://127.0.0.1:54321/functions/v1/alert-save';
const SLOW = { timeout: 5000 };
const en = ALERT_FORM_COPY.en;
const he = ALERT_FORM_COPY.he;

function mock(respond: () => Response = () => HttpResponse.json({ ok: true })) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get(REST, () => HttpResponse.json([], { headers: { 'content-range': '*/0' } })),
    http.post(SAVE, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return respond();
    }),
  );
  return bodies;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', InertObserver);
  vi.stubGlobal('ResizeObserver', InertObserver);
  stubMatchMedia();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('E-mail me new ads like these', { timeout: 15_000 }, () => {
  it('shows the filters in words and saves them with the address, the frequency and the consent', async () => {
    const bodies = mock();
    const user = userEvent.setup();
    await renderRoute('/en/real-estate-ads?type=rent&maxPrice=1500&bedrooms=2&location=Lisbon');
    await user.click(await screen.findByRole('button', { name: 'E-mail me new ads like these' }, SLOW));
    expect(await screen.findByTestId('alert-search', {}, SLOW)).toHaveTextContent(
      'Rent, up to €1,500, 2 bedrooms, Lisbon',
    );
    await user.type(screen.getByLabelText(en.emailLabel), 'dana@example.com');
    await user.click(screen.getByLabelText(en.frequencies.weekly));
    await user.click(screen.getByLabelText(en.consent));
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(await screen.findByText(en.successTitle, {}, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([
      expect.objectContaining({
        email: 'dana@example.com',
        language: 'en',
        frequency: 'weekly',
        type: 'rent',
        minPrice: null,
        maxPrice: 1500,
        location: 'Lisbon',
        bedrooms: 2,
        agrees_to_marketing: true,
      }),
    ]);
  });

  it('says what is wrong and sends nothing for a bad address or a missing consent', async () => {
    const bodies = mock();
    const user = userEvent.setup();
    await renderRoute('/en/real-estate-ads');
    await user.click(await screen.findByRole('button', { name: 'E-mail me new ads like these' }, SLOW));
    await user.type(await screen.findByLabelText(en.emailLabel, {}, SLOW), 'not-an-address');
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(screen.getByText(en.errors.email_invalid)).toBeInTheDocument();
    expect(screen.getByText(en.errors.consent_required)).toBeInTheDocument();
    expect(screen.getByLabelText(en.emailLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });

  it('N2: refuses the display-name form of an address as every lead form does, and sends nothing', async () => {
    const bodies = mock();
    const user = userEvent.setup();
    await renderRoute('/en/real-estate-ads');
    await user.click(await screen.findByRole('button', { name: 'E-mail me new ads like these' }, SLOW));
    await user.type(await screen.findByLabelText(en.emailLabel, {}, SLOW), 'x1<victim@corp.example>');
    await user.click(screen.getByLabelText(en.consent));
    await user.click(screen.getByRole('button', { name: en.submit }));
    expect(screen.getByText(en.errors.email_invalid)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('I1: explains in Hebrew that a place with a direction control cannot be saved', async () => {
    const bodies = mock();
    const user = userEvent.setup();
    await renderRoute(`/he/real-estate-ads?location=${encodeURIComponent('ליסבון\u202e')}`);
    await user.click(await screen.findByRole('button', { name: he.title }, SLOW));
    await user.type(await screen.findByLabelText(he.emailLabel, {}, SLOW), 'dana@example.com');
    await user.click(screen.getByLabelText(he.consent));
    await user.click(screen.getByRole('button', { name: he.submit }));
    expect(screen.getByText(he.errors.location_invalid)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('says in Hebrew when there were too many requests', async () => {
    mock(() => HttpResponse.json({ error: 'x', code: 'rate_limited' }, { status: 429 }));
    const user = userEvent.setup();
    await renderRoute('/he/real-estate-ads?location=%D7%9C%D7%99%D7%A1%D7%91%D7%95%D7%9F');
    await user.click(await screen.findByRole('button', { name: he.title }, SLOW));
    expect(await screen.findByTestId('alert-search', {}, SLOW)).toHaveTextContent('להשכרה או למכירה, ליסבון');
    await user.type(screen.getByLabelText(he.emailLabel), 'dana@example.com');
    await user.click(screen.getByLabelText(he.consent));
    await user.click(screen.getByRole('button', { name: he.submit }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(he.errors.rate_limited));
  });
});
