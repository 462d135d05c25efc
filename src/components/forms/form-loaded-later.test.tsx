// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useController, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formLoadedLater } from './form-loaded-later';

interface Sent {
  name: string;
  agrees: boolean;
}

/** A form as the lead forms are: react-hook-form, a controlled text field and a registered checkbox. */
function SignUpForm({ onSend }: { onSend: (values: Sent) => void }) {
  const { control, register, handleSubmit } = useForm<Sent>({ defaultValues: { name: '', agrees: false } });
  const { field } = useController({ control, name: 'name' });
  return (
    <form method="post" onSubmit={(event) => void handleSubmit(onSend)(event)}>
      <input aria-label="Name" {...field} />
      <input aria-label="Agree" type="checkbox" {...register('agrees')} />
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The page as the server rendered it, hydrated while the form's code is still on its way. */
async function hydrateWithFormPending(onSend: (values: Sent) => void) {
  const Prerendered = formLoadedLater(() => Promise.resolve(SignUpForm));
  await Prerendered.preload(); // the prerender loads everything the page renders
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Prerendered onSend={onSend} />);
  document.body.append(container);

  let arrive: () => void = () => undefined;
  const code = new Promise<typeof SignUpForm>((resolve) => (arrive = () => resolve(SignUpForm)));
  const InBrowser = formLoadedLater(() => code);
  await act(async () => {
    root = hydrateRoot(container, <InBrowser onSend={onSend} />);
  });
  const form = container.querySelector('form')!;
  return {
    form,
    name: container.querySelector<HTMLInputElement>('input[aria-label="Name"]')!,
    agree: container.querySelector<HTMLInputElement>('input[type="checkbox"]')!,
    arrive: () => act(async () => arrive()),
  };
}

describe('formLoadedLater', () => {
  it('keeps what was typed and ticked before its code arrived, and the send held meanwhile', async () => {
    const onSend = vi.fn();
    const page = await hydrateWithFormPending(onSend);
    expect(page.form).toBeInTheDocument(); // the server's form stays while its code loads

    page.name.value = 'Dana';
    page.agree.checked = true;
    const send = new Event('submit', { bubbles: true, cancelable: true });
    page.form.dispatchEvent(send);
    expect(send.defaultPrevented).toBe(true); // not the browser's own POST
    expect(onSend).not.toHaveBeenCalled();

    await page.arrive();
    await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(onSend.mock.calls[0]![0]).toEqual({ name: 'Dana', agrees: true });
    expect(page.name.value).toBe('Dana');
    expect(page.agree.checked).toBe(true);
  });

  it('leaves sends to the form once it listens', async () => {
    const onSend = vi.fn();
    const page = await hydrateWithFormPending(onSend);
    await page.arrive();
    await act(async () => {
      fireEvent.input(page.name, { target: { value: 'Noa' } });
      page.form.requestSubmit();
    });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ name: 'Noa', agrees: false }, expect.anything()));
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
