import { useLayoutEffect, useState, type ReactNode } from 'react';
import { hydrate } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { describe, expect, it, vi } from 'vitest';

// The built site hydrates with Preact (docs/decisions.md), and these turns exist for it: the module is
// tested under Preact, as the browser runs it, not under the React the other component tests use.
vi.mock('react', async () => await import('preact/compat'));
vi.mock('react/jsx-runtime', async () => await import('preact/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => await import('preact/jsx-runtime'));

// The module keeps its queue between calls, as the page does: a fresh copy per test.
async function loadTurns() {
  vi.resetModules();
  return import('./hydration-turns');
}
type Turns = Awaited<ReturnType<typeof loadTurns>>;

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 20));

/** A part with a counter button: it counts presses once it has hydrated. It notes when it has. */
function Part({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => void log.push(name), [log, name]);
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => setCount(count + 1)}>
        {name} {count}
      </button>
      {children}
    </section>
  );
}

/**
 * Prerenders `page` as the build does (in Node: no window), notes every element, and hydrates it in
 * turns; what the test needs to check.
 */
async function hydrateInTurnsFromServer(turns: Turns, page: (log: string[]) => ReactNode) {
  vi.stubGlobal('window', undefined);
  let html: string;
  try {
    html = await renderToStringAsync(page([]) as never);
  } finally {
    vi.unstubAllGlobals();
  }
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.replaceChildren(container);
  const fromServer = new Set(container.querySelectorAll('*'));
  const log: string[] = [];
  turns.hydrateInTurns();
  turns.afterHydrationTurns(() => log.push('done'));
  hydrate(page(log) as never, container);
  // Preact renders a state change in a microtask: read the button after those, within the task.
  const press = async (name: string) => {
    const button = container.querySelector<HTMLButtonElement>(`[aria-label="${name}"] > button`)!;
    button.click();
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    return button.textContent;
  };
  const kept = () => [...container.querySelectorAll('*')].every((element) => fromServer.has(element));
  return { log, press, kept, container };
}

describe('hydration in turns (under Preact)', () => {
  it('hydrates each part in a later task, in the order met, keeping the HTML from the server', async () => {
    const turns = await loadTurns();
    const { HydrateInTurn } = turns;
    const { log, press, kept } = await hydrateInTurnsFromServer(turns, (log) => {
      return (
        <>
          <Part name="shell" log={log} />
          <HydrateInTurn>
            <Part name="header" log={log} />
          </HydrateInTurn>
          <HydrateInTurn>
            <Part name="content" log={log}>
              <HydrateInTurn>
                <Part name="form" log={log} />
              </HydrateInTurn>
            </Part>
          </HydrateInTurn>
          <HydrateInTurn>
            <Part name="footer" log={log} />
          </HydrateInTurn>
        </>
      );
    });
    // The task that hydrates holds back every part: only the shell responds.
    expect(log).toEqual(['shell']);
    expect(await press('shell')).toBe('shell 1');
    expect(await press('header')).toBe('header 0');
    // Later tasks take one part each; a part met inside another queues behind those met before.
    for (let task = 0; task < 10 && !log.includes('done'); task += 1) await nextTask();
    expect(log).toEqual(['shell', 'header', 'content', 'footer', 'form', 'done']);
    for (const name of ['header', 'content', 'form', 'footer']) expect(await press(name)).toBe(`${name} 1`);
    expect(kept()).toBe(true);
  });

  it("gives each of a page's parts a turn of its own, and keeps them in place when one is shown", async () => {
    const turns = await loadTurns();
    const { HydrateEachInTurn } = turns;
    let showNotice: (shown: boolean) => void = () => {};
    function Page({ log }: { log: string[] }) {
      const [notice, setNotice] = useState(false);
      showNotice = setNotice;
      return (
        <HydrateEachInTurn>
          <Part name="hero" log={log} />
          {notice && <Part name="notice" log={log} />}
          <Part name="section" log={log} />
        </HydrateEachInTurn>
      );
    }
    const { log, press, kept, container } = await hydrateInTurnsFromServer(turns, (log) => <Page log={log} />);
    expect(log).toEqual([]);
    for (let task = 0; task < 10 && !log.includes('done'); task += 1) await nextTask();
    expect(log).toEqual(['hero', 'section', 'done']);
    expect(kept()).toBe(true);
    const section = container.querySelector('[aria-label="section"]');
    showNotice(true);
    await nextTask();
    expect(container.querySelector('[aria-label="notice"]')).not.toBeNull();
    // The part after the new one is the same element, with its state: not mounted again.
    expect(container.querySelector('[aria-label="section"]')).toBe(section);
    expect(await press('section')).toBe('section 1');
  });

  it('shows what the page asked for while a part waited (a shared link opening a calculator)', async () => {
    const turns = await loadTurns();
    const { HydrateEachInTurn } = turns;
    let openCalculator: () => void = () => {};
    function Page({ log }: { log: string[] }) {
      const [open, setOpen] = useState(false);
      openCalculator = () => setOpen(true);
      return (
        <HydrateEachInTurn>
          <Part name="hero" log={log} />
          <section aria-label="calculator" hidden={!open}>
            {open ? 'open' : 'closed'}
          </section>
        </HydrateEachInTurn>
      );
    }
    const { log, kept, container } = await hydrateInTurnsFromServer(turns, (log) => <Page log={log} />);
    const calculator = container.querySelector('[aria-label="calculator"]');
    // The page's own effect runs before its parts' turns.
    openCalculator();
    for (let task = 0; task < 10 && !log.includes('done'); task += 1) await nextTask();
    // Its text and its attributes: Preact does not compare attributes while it hydrates.
    expect(container.querySelector('[aria-label="calculator"]')?.textContent).toBe('open');
    expect(container.querySelector<HTMLElement>('[aria-label="calculator"]')?.hidden).toBe(false);
    expect(container.querySelector('[aria-label="calculator"]')).toBe(calculator);
    expect(kept()).toBe(true);
  });

  it('does not wait for a part taken off the page before its turn', async () => {
    const turns = await loadTurns();
    const { HydrateInTurn } = turns;
    let hideFirst: () => void = () => {};
    function Page({ log }: { log: string[] }) {
      const [first, setFirst] = useState(true);
      hideFirst = () => setFirst(false);
      return (
        <>
          {first && (
            <HydrateInTurn>
              <Part name="first" log={log} />
            </HydrateInTurn>
          )}
          <HydrateInTurn>
            <Part name="second" log={log} />
          </HydrateInTurn>
        </>
      );
    }
    const { log, press } = await hydrateInTurnsFromServer(turns, (log) => <Page log={log} />);
    hideFirst();
    for (let task = 0; task < 10 && !log.includes('done'); task += 1) await nextTask();
    expect(log).toEqual(['second', 'done']);
    expect(await press('second')).toBe('second 1');
  });

  it('holds nothing back when the page was not prerendered, or once the turns are over', async () => {
    const turns = await loadTurns();
    const now = vi.fn();
    turns.afterHydrationTurns(now);
    expect(now).toHaveBeenCalledTimes(1);
    turns.hydrateInTurns();
    await new Promise<void>((resolve) => turns.afterHydrationTurns(resolve));
    // A client-side render after hydration (another page, say) shows its parts at once.
    const container = document.createElement('div');
    const log: string[] = [];
    hydrate(
      (
        <turns.HydrateInTurn>
          <Part name="later" log={log} />
        </turns.HydrateInTurn>
      ) as never,
      container,
    );
    expect(log).toEqual(['later']);
  });
});
