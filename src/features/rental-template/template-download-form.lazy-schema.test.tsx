import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/render';
import { TemplateDownloadForm } from './template-download-form';
import copy from '@/pages/rental-agreement/copy.en';

// A file of its own: the form's schema module loads once per test file, and this test counts that load.
const schema = vi.hoisted(() => ({ loads: 0 }));
vi.mock('./template-form-schema', async (importOriginal) => {
  schema.loads += 1;
  return importOriginal();
});

const TEXT = copy.download.form;

it('loads its validation (zod) only when the visitor starts on the form, not with the page', async () => {
  const user = userEvent.setup();
  renderWithProviders(<TemplateDownloadForm text={TEXT} />, {
    lang: 'en',
    path: '/en/property-management/rental-agreement',
  });
  const button = screen.getByRole('button', { name: TEXT.submit });
  // Mounted, effects run, a few tasks later: nothing validated, nothing loaded, nothing to send.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(schema.loads).toBe(0);
  expect(button).toBeDisabled();

  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'D');
  await waitFor(() => expect(schema.loads).toBe(1));
  expect(button).toBeDisabled();
  await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'ana Cohen');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'dana@example.com');
  await user.click(screen.getByRole('checkbox', { name: /I agree that my personal data/ }));
  await waitFor(() => expect(button).toBeEnabled());
});
