// What a visitor did between first paint and hydration, done again once the page responds.
//
// The boot script (scripts/prerender-html.ts, BOOT_SCRIPT) records, from the first byte of the page
// until the app is ready: the last value typed or chosen in each field (a slider's included: it is a
// range input the browser moves), presses on buttons (whose default action it prevents: a form must
// not be sent natively, without its handlers) and on a range slider's track, and sends of a form.
// The page then hydrates; hydration keeps the DOM but not what the visitor typed into it (a
// controlled field is set back to its state, a registered one to its default value), so the values
// are written again as if typed, and the presses happen again. Presses recorded are those made
// before React's root exists; from then on React handles them itself, hydrating first the part a
// press lands on.
// docs/delivery.md ("Nothing is lost before hydration") explains the design.

/** One recorded action, in the order the visitor made them. Written by the boot script. */
export type EarlyAction =
  | { kind: 'value'; target: Element; value: string; checked: boolean }
  | { kind: 'click'; target: Element; x: number; y: number; expanded: string | null }
  | { kind: 'submit'; target: Element };

/**
 * The boot script's queue. `rooted`: the page has hydrated, so presses are the page's own from now
 * on; `done`: replayed, nothing more is recorded.
 */
export interface EarlyInputQueue {
  actions: EarlyAction[];
  rooted: boolean;
  done: boolean;
}

declare global {
  interface Window {
    __earlyInput?: EarlyInputQueue;
  }
}

/** Writes a value the way typing does, so React's change tracking sees a change and calls onChange. */
function retypeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  // Through the element's own property (React tracks the last value it saw there), then natively:
  // React's tracker now holds another value than the field, as after a keystroke.
  field.value = value === '' ? ' ' : '';
  if (nativeSetter) nativeSetter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function replayValue(target: Element, value: string, checked: boolean): void {
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    if (target.type === 'radio' && !checked) return; // the radio chosen carries the change
    // Set the other way round, then a real click: the browser toggles it and React sees the click.
    target.checked = !checked;
    target.click();
  } else if (target instanceof HTMLSelectElement) {
    target.value = value;
    target.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    retypeValue(target, value);
  }
}

/** The value the server rendered: what hydration must find in the field. */
function resetToServerValue(target: Element): void {
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    target.checked = target.defaultChecked;
  } else if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
    target.value = target.defaultValue;
  } else if (target instanceof HTMLSelectElement) {
    for (const option of Array.from(target.options)) option.selected = option.defaultSelected;
  }
}

/**
 * Puts each field the visitor changed back to its server-rendered value, just before hydration. React
 * keeps a value typed before hydration in the DOM without telling the component, and a form library
 * that reads a field as it registers (react-hook-form, for a checkbox) takes it in without a render:
 * the form then never learns it was edited. Put back, the fields hydrate as rendered, and the replay
 * types the visitor's values again as changes the page sees.
 */
export function resetRecordedValues(): void {
  const queue = typeof window === 'undefined' ? undefined : window.__earlyInput;
  for (const action of queue?.actions ?? []) if (action.kind === 'value') resetToServerValue(action.target);
}

/** A task later: React renders what an event set in motion in a microtask after the event. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function replayClick(target: Element, x: number, y: number): Promise<void> {
  // A range slider's track moves its nearer thumb where the pointer went down (src/components/ui/slider.tsx).
  if (target.closest('[data-early-input="pointer"]')) {
    const press = { bubbles: true, cancelable: true, clientX: x, clientY: y, pointerId: 1, isPrimary: true };
    target.dispatchEvent(new PointerEvent('pointerdown', { ...press, pointerType: 'mouse', button: 0, buttons: 1 }));
    // The slider reads its value from its props: let it render before another press on it.
    await nextTask();
  } else if (target instanceof HTMLElement) target.click();
}

/**
 * Replays the recorded actions once, in order, and stops the recording. A value is written only in
 * its last state; an element hydration replaced (no longer in the page) is skipped.
 */
export async function replayEarlyInput(): Promise<void> {
  const queue = typeof window === 'undefined' ? undefined : window.__earlyInput;
  if (!queue || queue.done) return;
  queue.done = true;
  const actions = queue.actions.splice(0);
  for (const [index, action] of actions.entries()) {
    if (!action.target.isConnected) continue;
    switch (action.kind) {
      case 'value':
        if (actions.slice(index + 1).some((later) => later.kind === 'value' && later.target === action.target)) break;
        replayValue(action.target, action.value, action.checked);
        // As typing would: what the change set in motion (a validation) runs before the next one.
        await nextTask();
        break;
      case 'click':
        // A disclosure the page has already opened (or closed) since the press, as the press asked
        // (a shared calculator link opens the calculator as the page hydrates): pressing it again
        // would undo what the visitor wanted.
        if (action.expanded !== null && action.target.getAttribute('aria-expanded') !== action.expanded) break;
        await replayClick(action.target, action.x, action.y);
        break;
      case 'submit':
        if (action.target instanceof HTMLFormElement) action.target.requestSubmit();
    }
  }
}

/** A field whose value the visitor changed before the code behind it ran. */
export interface ChangedField {
  target: Element;
  value: string;
  checked: boolean;
}

function changedFrom(field: Element): ChangedField | null {
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked === field.defaultChecked
      ? null
      : { target: field, value: field.value, checked: field.checked };
  }
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    return field.value === field.defaultValue ? null : { target: field, value: field.value, checked: false };
  }
  if (field instanceof HTMLSelectElement) {
    const changed = Array.from(field.options).some((option) => option.selected !== option.defaultSelected);
    return changed ? { target: field, value: field.value, checked: false } : null;
  }
  return null;
}

/**
 * The fields inside `container` the visitor changed since the server rendered them, each put back to
 * its server value: what a part of the page hydrated after the rest (a form loaded later) must find,
 * for the same reasons as `resetRecordedValues`. `replayChangedFields` types them again once it has.
 */
export function takeChangedFields(container: Element): ChangedField[] {
  const changed = Array.from(container.querySelectorAll('input, textarea, select'))
    .map(changedFrom)
    .filter((field): field is ChangedField => field !== null);
  // A radio group changes by two radios; the one chosen carries the change (replayValue).
  for (const field of changed) resetToServerValue(field.target);
  return changed;
}

/** Types each field's value again as the visitor did, a task apart (as `replayEarlyInput` does). */
export async function replayChangedFields(fields: readonly ChangedField[]): Promise<void> {
  for (const { target, value, checked } of fields) {
    if (!target.isConnected) continue;
    replayValue(target, value, checked);
    await nextTask();
  }
}
