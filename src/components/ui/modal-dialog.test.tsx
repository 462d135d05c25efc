import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '@/lib/i18n/lang';
import { renderWithProviders } from '../../../tests/render';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

const SLOW = { timeout: 5000 };

function Example({ lang = 'en' }: { lang?: Lang }) {
  const [open, setOpen] = useState(false);
  return (
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      title="Request a quote"
      description="We answer within a day."
      trigger={<Button>Get a quote</Button>}
      data-testid={`example-${lang}`}
    >
      <p>The form</p>
    </ModalDialog>
  );
}

describe('ModalDialog', () => {
  it('renders only its trigger, marked as opening a dialog, until it is pressed', () => {
    renderWithProviders(<Example />);
    const trigger = screen.getByRole('button', { name: 'Get a quote' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on a press once its code has loaded, and Escape returns focus to the trigger', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example />);
    const trigger = screen.getByRole('button', { name: 'Get a quote' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Request a quote' }, SLOW);
    expect(dialog).toHaveAccessibleDescription('We answer within a day.');
    expect(dialog).toHaveTextContent('The form');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button, named in the page’s language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Example lang="he" />, { lang: 'he' });
    await user.click(screen.getByRole('button', { name: 'Get a quote' }));
    await screen.findByRole('dialog', { name: 'Request a quote' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'סגירה' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Get a quote' })).toHaveFocus();
  });
});
