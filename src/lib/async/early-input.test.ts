// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput, resetRecordedValues, type EarlyAction } from './early-input';

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
