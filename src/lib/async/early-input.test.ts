// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  replayChangedFields,
  replayEarlyInput,
  resetRecordedValues,
  takeChangedFields,
  type EarlyAction,
} from './early-input';

function queue(actions: EarlyAction[]) {
  window.__earlyInput = { actions, rooted: true, done: false };
}

afterEach(() => {
  delete window.__earlyInput;
  document.body.innerHTML = '';
});

describe('replayEarlyInput', () => {
  it('presses a disclosure again when the page has not changed it since the press', async () => {
    document.body.innerHTML = '<button aria-expanded="false">Calculate</button>';
    const button = document.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    queue([{ kind: 'click', target: button, x: 0, y: 0, expanded: 'false' }]);
    await replayEarlyInput();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('skips a press on a disclosure the page has already opened as the press asked (a shared link)', async () => {
    document.body.innerHTML = '<button aria-expanded="true">Calculate</button>';
    const button = document.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    queue([{ kind: 'click', target: button, x: 0, y: 0, expanded: 'false' }]);
    await replayEarlyInput();
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('resetRecordedValues', () => {
  it('puts each changed field back to its server value before hydration, for the replay to type again', async () => {
    document.body.innerHTML =
      '<input id="name" value=""><input id="terms" type="checkbox"><select id="type"><option value="" selected></option><option value="rent"></option></select>';
    const name = document.querySelector<HTMLInputElement>('#name')!;
    const terms = document.querySelector<HTMLInputElement>('#terms')!;
    const type = document.querySelector<HTMLSelectElement>('#type')!;
    name.value = 'Dana';
    terms.checked = true;
    type.value = 'rent';
    queue([
      { kind: 'value', target: name, value: 'Dana', checked: false },
      { kind: 'value', target: terms, value: 'on', checked: true },
      { kind: 'value', target: type, value: 'rent', checked: false },
    ]);
    resetRecordedValues();
    expect([name.value, terms.checked, type.value]).toEqual(['', false, '']);
    const typed = vi.fn();
    name.addEventListener('input', typed);
    await replayEarlyInput();
    expect([name.value, terms.checked, type.value]).toEqual(['Dana', true, 'rent']);
    expect(typed).toHaveBeenCalled();
  });
});

describe('takeChangedFields and replayChangedFields', () => {
  it('puts back only the fields changed since the server rendered them, then types them again', async () => {
    document.body.innerHTML = `<form>
      <input id="name" value=""><input id="city" value="Lisbon"><textarea id="message"></textarea>
      <input id="terms" type="checkbox"><input id="kept" type="checkbox" checked>
      <input id="a" type="radio" name="service" value="a" checked><input id="b" type="radio" name="service" value="b">
      <select id="type"><option value="" selected></option><option value="rent"></option></select></form>`;
    const field = <T extends Element>(id: string) => document.getElementById(id) as unknown as T;
    field<HTMLInputElement>('name').value = 'Dana';
    field<HTMLInputElement>('terms').checked = true;
    field<HTMLInputElement>('b').checked = true; // unchecks "a"
    field<HTMLSelectElement>('type').value = 'rent';

    const changed = takeChangedFields(document.querySelector('form')!);
    expect(changed.map(({ target }) => target.id)).toEqual(['name', 'terms', 'a', 'b', 'type']);
    // As the server rendered them, for the form to hydrate onto.
    expect(field<HTMLInputElement>('name').value).toBe('');
    expect(field<HTMLInputElement>('terms').checked).toBe(false);
    expect(field<HTMLInputElement>('a').checked).toBe(true);
    expect(field<HTMLSelectElement>('type').value).toBe('');

    const inputs: string[] = [];
    document.addEventListener('input', (event) => inputs.push((event.target as Element).id));
    const clicks: string[] = [];
    document.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    await replayChangedFields(changed);
    expect(field<HTMLInputElement>('name').value).toBe('Dana');
    expect(field<HTMLInputElement>('terms').checked).toBe(true);
    expect(field<HTMLInputElement>('b').checked).toBe(true);
    expect(field<HTMLSelectElement>('type').value).toBe('rent');
    expect(field<HTMLInputElement>('city').value).toBe('Lisbon'); // untouched
    expect(inputs).toContain('name'); // typed, as a keystroke is
    expect(clicks).toEqual(['terms', 'b']); // pressed, as the visitor did; the radio left is not
  });
});
