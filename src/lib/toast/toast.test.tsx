import { render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { toast, toasterStore } from './toast';

describe('toast loaded on first use', () => {
  it('does not load sonner until a toast is raised, then shows that toast once a Toaster mounts', async () => {
    expect(toasterStore.isLoaded()).toBe(false);
    const changes: boolean[] = [];
    const unsubscribe = toasterStore.subscribe(() => changes.push(toasterStore.isLoaded()));

    toast.error('Invalid email address', { description: 'Check the address and try again.' });
    await vi.waitFor(() => expect(toasterStore.isLoaded()).toBe(true));
    expect(changes).toEqual([true]);
    unsubscribe();

    // The Toaster mounts after the toast was raised (as DeferredToaster does) and still shows it.
    render(<Toaster />);
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Check the address and try again.')).toBeInTheDocument();
  });
});
