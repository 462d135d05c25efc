import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'sonner';
import { server } from '../../../../tests/msw-server';
import { renderWithProviders } from '../../../../tests/render';
import en from '../copy.en';
import he from '../copy.he';
import { ListingsManager } from '../listings-manager';

const LISTINGS = 'http://127.0.0.1:54321/rest/v1/fb_listings';
const SLOW = { timeout: 5000 };
vi.setConfig({ testTimeout: 20_000 });

/** An empty table that records every write the manager sends (method, and the body in `bodies`). */
function mockTable() {
  const writes: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get(LISTINGS, () => HttpResponse.json([])),
    http.all(LISTINGS, async ({ request }) => {
      writes.push(request.method);
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(body, { status: 201 });
    }),
  );
  return { writes, bodies };
}

async function setup(lang: 'en' | 'he') {
  const copy = lang === 'en' ? en : he;
  const { writes, bodies } = mockTable();
  const user = userEvent.setup();
  renderWithProviders(<ListingsManager copy={copy} />, { lang, path: `/${lang}/admin/fb-listings` });
  await screen.findByText(copy.empty, {}, SLOW);
  const addForm = within(screen.getByRole('region', { name: copy.addTitle }));
  const paste = addForm.getByRole('region', { name: copy.intake.title });
  return { user, copy, writes, bodies, addForm, paste: within(paste) };
}

const POST_PT = `ARRENDA-SE T2 MOBILADO EM LISBOA (Campo de Ourique) 🏠
Renda: €1.200/mês + despesas
85m2, 2º andar com elevador, aceita animais 🐶
Contacto: 913 222 111
https://www.facebook.com/groups/lisbonrentals/posts/123456789/`;

afterEach(() => {
  toast.dismiss();
});

describe('Paste the post', () => {
  it('fills the add form with what the post states, lists what it filled, and saves nothing', async () => {
    const { user, copy, writes, addForm, paste } = await setup('en');
    const box = paste.getByRole('textbox', { name: copy.intake.label });
    expect(box).toHaveAccessibleDescription(copy.intake.hint);
    await user.click(box);
    await user.paste(POST_PT);
    await user.click(paste.getByRole('button', { name: 'Fill the form' }));

    await paste.findByTestId('post-intake-filled', {}, SLOW);
    expect(addForm.getByRole('textbox', { name: 'Price (€)' })).toHaveValue('1200');
    expect(addForm.getByRole('combobox', { name: 'Type' })).toHaveValue('rent');
    expect(addForm.getByRole('textbox', { name: 'Location' })).toHaveValue('Lisbon, Campo de Ourique');
    expect(addForm.getByRole('textbox', { name: 'Bedrooms' })).toHaveValue('2');
    expect(addForm.getByRole('textbox', { name: 'Size (m²)' })).toHaveValue('85');
    expect(addForm.getByRole('combobox', { name: 'Furnished' })).toHaveValue('yes');
    expect(addForm.getByRole('combobox', { name: 'Pets allowed' })).toHaveValue('yes');
    expect(addForm.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('+351 913 222 111');
    expect(addForm.getByRole('textbox', { name: 'Original post (URL)' })).toHaveValue(
      'https://www.facebook.com/groups/lisbonrentals/posts/123456789/',
    );
    expect(addForm.getByRole('textbox', { name: 'Group (URL)' })).toHaveValue(
      'https://www.facebook.com/groups/lisbonrentals',
    );
    // The post without its phone number and link (they have their own fields), and without the
    // line that held only the phone.
    expect(addForm.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'ARRENDA-SE T2 MOBILADO EM LISBOA (Campo de Ourique) 🏠\nRenda: €1.200/mês + despesas\n85m2, 2º andar com elevador, aceita animais 🐶',
    );
    // A title proposed from the facts, for staff to check; one number only, so no other numbers.
    expect(addForm.getByRole('textbox', { name: 'Title' })).toHaveValue(
      '2-bedroom property for rent in Campo de Ourique, Lisbon',
    );
    expect(addForm.getByRole('textbox', { name: 'Other phone numbers' })).toHaveValue('');

    const status = paste.getByRole('status');
    expect(within(status).getByTestId('post-intake-filled')).toHaveTextContent(
      'Type · Title · Location · Price (€) · Bedrooms · Size (m²) · Furnished · Pets allowed · Contact phone · Original post (URL) · Group (URL) · Description',
    );
    expect(within(status).queryByTestId('post-intake-missing')).not.toBeInTheDocument();
    expect(status).toHaveTextContent(copy.intake.review);
    expect(writes).toEqual([]);
  });

  it('says what it did not find and does not touch those fields; a price in shekels stays out', async () => {
    const { user, copy, writes, addForm, paste } = await setup('en');
    await user.type(addForm.getByRole('textbox', { name: 'Size (m²)' }), '70');
    await user.click(paste.getByRole('textbox', { name: copy.intake.label }));
    await user.paste('Renting my 2BR flat in Porto, ₪4500 a month');
    await user.click(paste.getByRole('button', { name: 'Fill the form' }));

    const missing = await paste.findByTestId('post-intake-missing', {}, SLOW);
    expect(missing).toHaveTextContent(
      'Price (€) · Size (m²) · Furnished · Pets allowed · Contact phone · Original post (URL) · Group (URL)',
    );
    expect(paste.getByRole('status')).toHaveTextContent(
      'The post gives the price as ₪4500, not in euros, so the price was left empty.',
    );
    expect(addForm.getByRole('textbox', { name: 'Bedrooms' })).toHaveValue('2');
    expect(addForm.getByRole('textbox', { name: 'Price (€)' })).toHaveValue('');
    expect(addForm.getByRole('textbox', { name: 'Size (m²)' })).toHaveValue('70');
    expect(writes).toEqual([]);
  });

  it('empties what the previous post filled when the next post does not state it', async () => {
    const { user, copy, addForm, paste } = await setup('en');
    const box = paste.getByRole('textbox', { name: copy.intake.label });
    await user.click(box);
    await user.paste(POST_PT);
    await user.click(paste.getByRole('button', { name: 'Fill the form' }));
    await vi.waitFor(() => expect(addForm.getByRole('textbox', { name: 'Bedrooms' })).toHaveValue('2'));
    await user.clear(box);
    await user.paste('Villa for sale in Cascais, €1.2M');
    await user.click(paste.getByRole('button', { name: 'Fill the form' }));
    await vi.waitFor(() => expect(addForm.getByRole('textbox', { name: 'Price (€)' })).toHaveValue('1200000'));
    expect(addForm.getByRole('combobox', { name: 'Type' })).toHaveValue('sale');
    expect(addForm.getByRole('textbox', { name: 'Location' })).toHaveValue('Cascais');
    expect(addForm.getByRole('textbox', { name: 'Bedrooms' })).toHaveValue('');
    expect(addForm.getByRole('combobox', { name: 'Furnished' })).toHaveValue('');
    expect(addForm.getByRole('textbox', { name: 'Contact phone' })).toHaveValue('');
  });

  it('asks for a post when the box is empty and says when nothing is found, filling nothing', async () => {
    const { user, copy, writes, addForm, paste } = await setup('en');
    const box = paste.getByRole('textbox', { name: copy.intake.label });
    // Keyboard only: Tab from the box reaches the button, Enter presses it.
    await user.click(box);
    await user.tab();
    expect(paste.getByRole('button', { name: 'Fill the form' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await paste.findByRole('alert')).toHaveTextContent(copy.intake.empty);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();

    await user.type(box, 'Does anyone know a good plumber?');
    expect(paste.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(paste.getByRole('button', { name: 'Fill the form' }));
    expect(await paste.findByText(copy.intake.nothingFound, {}, SLOW)).toBeInTheDocument();
    expect(addForm.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    expect(writes).toEqual([]);
  });

  it('works in Hebrew, and the reviewed form is added as shown, emptying the box', async () => {
    const { user, copy, writes, bodies, addForm, paste } = await setup('he');
    const post = `להשכרה בארויוס, ליסבון! דירת 3 חדרים, 75 מ"ר, לא מרוהטת. 1,350€ לחודש. ללא בעלי חיים.
לפרטים: 054-7654321 או 052-1234567`;
    await user.click(paste.getByRole('textbox', { name: copy.intake.label }));
    await user.paste(post);
    await user.click(paste.getByRole('button', { name: copy.intake.fill }));
    await paste.findByTestId('post-intake-filled', {}, SLOW);
    expect(addForm.getByRole('textbox', { name: copy.fields.bedrooms })).toHaveValue('2');
    // The neighbourhood written in Hebrew is kept, and so is the second phone number.
    expect(addForm.getByRole('textbox', { name: copy.fields.location })).toHaveValue('Lisbon, Arroios');
    expect(addForm.getByRole('combobox', { name: copy.fields.furnished })).toHaveValue('no');
    expect(addForm.getByRole('textbox', { name: copy.fields.phone })).toHaveValue('+972 54 765 4321');
    expect(addForm.getByRole('textbox', { name: copy.fields.otherPhones })).toHaveValue('+972 52 123 4567');
    expect(addForm.getByRole('textbox', { name: copy.fields.title })).toHaveValue(
      'נכס עם 2 חדרי שינה להשכרה בארויוש, ליסבון',
    );
    expect(paste.getByRole('status')).toHaveTextContent(copy.intake.filled);
    expect(writes).toEqual([]);

    // Staff shorten the proposed title before adding.
    const title = addForm.getByRole('textbox', { name: copy.fields.title });
    await user.clear(title);
    await user.type(title, 'דירת 2 חדרי שינה בארויוש');
    await user.click(addForm.getByRole('button', { name: copy.add }));
    await vi.waitFor(() => expect(writes).toEqual(['POST']));
    expect(bodies[0]).toEqual({
      type: 'rent',
      title: 'דירת 2 חדרי שינה בארויוש',
      price: 1350,
      location: 'Lisbon, Arroios',
      bedrooms: 2,
      size_m2: 75,
      furnished: false,
      pets: false,
      phone: '+972 54 765 4321',
      other_phones: ['+972 52 123 4567'],
      thumbnail_url: null,
      source_url: null,
      group_url: null,
      // The post without its phone numbers, nor the label and the "or" between them.
      description: 'להשכרה בארויוס, ליסבון! דירת 3 חדרים, 75 מ"ר, לא מרוהטת. 1,350€ לחודש. ללא בעלי חיים.',
    });
    // Ready for the next post: the box is empty again, and so is the form.
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: copy.intake.label })).toHaveValue(''));
    expect(addForm.getByRole('textbox', { name: copy.fields.bedrooms })).toHaveValue('');
  });
});
