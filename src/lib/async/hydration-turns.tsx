// Preact hydrates a page in one task: 140–290 ms at CPU 4× in Lighthouse's simulation, above the
// 100 ms budget of total blocking time. So a prerendered page's first hydration is cut into turns:
// the app's shell (router, providers, layout) hydrates in the task that starts it, and each part
// wrapped in <HydrateInTurn> (the header, the page's content, the footer, the cookie banner; through
// <HydrateEachInTurn>, each of a page's top-level parts and of a lead form's parts) suspends once and
// hydrates in a task of its own, in the order the parts are met. Preact keeps a suspended subtree's
// HTML from the server and hydrates it when its promise resolves (docs/delivery.md, "Hydration in
// turns"). Client-side renders, the dev server and the component tests (React, nothing prerendered)
// never wait.
import { Suspense, useLayoutEffect, useReducer, useState, type ReactNode } from 'react';

interface Turn {
  promise: Promise<void>;
  release: () => void;
  released: boolean;
}

/** Prerendering in Node, not hydrating in a browser. */
const onServer = () => typeof window === 'undefined';
let deferring = false;
const queue: Turn[] = [];
/** The part released last, until it has rendered: the next waits for it. */
let current: Turn | undefined;
let nextScheduled = false;
const whenDone: Array<() => void> = [];
/** The parts on the page (committed, not removed since). */
const mounted = new Set<Turn>();

/** Called by startApp just before hydrating a prerendered page. */
export function hydrateInTurns(): void {
  deferring = true;
  scheduleNextTurn();
}

/** Runs `callback` once every part has hydrated (at once when nothing is waiting). */
export function afterHydrationTurns(callback: () => void): void {
  if (deferring) whenDone.push(callback);
  else callback();
}

// A message, not a timer: browsers hold nested timers back 4 ms each after the fifth.
function nextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

// One part per task: a task releases the next waiting part; once it has rendered (with it, the parts
// it holds were met and queued behind the others), the next task releases the next. Preact renders a
// released part in the releasing task's microtasks; React a little later, so the wait is written out.
function scheduleNextTurn(): void {
  if (nextScheduled || current) return;
  nextScheduled = true;
  nextTask(() => {
    nextScheduled = false;
    for (let turn = queue.shift(); turn; turn = queue.shift()) {
      turn.released = true;
      turn.release();
      // A part removed before its turn (the visitor left the page) holds nothing up.
      if (mounted.has(turn)) {
        current = turn;
        return;
      }
    }
    deferring = false;
    for (const callback of whenDone.splice(0)) callback();
  });
}

function queueTurn(): Turn {
  let release = () => {};
  const promise = new Promise<void>((resolve) => (release = resolve));
  const turn = { promise, release, released: false };
  queue.push(turn);
  return turn;
}

function serverTurn(): Turn {
  return { promise: Promise.resolve(), release: () => {}, released: true };
}

/** The part released last has rendered, or left the page: the next one may go. */
function turnOver(turn: Turn): void {
  if (current === turn) {
    current = undefined;
    scheduleNextTurn();
  }
}

/** The prerender's turns, each suspended once (below). */
const suspendedOnServer = new WeakSet<Turn>();
/** Each waiting part's children as its parent last rendered them. */
const latestChildren = new WeakMap<Turn, ReactNode>();
/** The parts that have hydrated and show their latest children. */
const caughtUp = new WeakSet<Turn>();

function TurnGate({ turn, first }: { turn: Turn; first: ReactNode }) {
  const [, showLatest] = useReducer((count: number) => count + 1, 0);
  useLayoutEffect(() => {
    if (!turn.released || caughtUp.has(turn)) return;
    caughtUp.add(turn);
    // The page changed while this part waited (a shared link opening the calculator, say): hydrated
    // as the server rendered it, the part now shows the change. Hydrating the changed part directly
    // would leave the server's attributes (hidden, aria-expanded) in place: Preact does not compare
    // them when it hydrates.
    if (latestChildren.get(turn) !== first) showLatest();
  });
  if (onServer()) {
    // The prerender suspends each part once, so preact-render-to-string writes comments around its
    // HTML (<!--$s--> … <!--/$s-->): Preact, hydrating, keeps every node between them while the part
    // waits. Without them it keeps one node, and a part of several (a fragment) is built again.
    if (!suspendedOnServer.has(turn)) {
      suspendedOnServer.add(turn);
      throw turn.promise;
    }
    return first;
  }
  if (!turn.released) throw turn.promise;
  turnOver(turn);
  return caughtUp.has(turn) ? latestChildren.get(turn) : first;
}

/**
 * A part of the page that hydrates in a task of its own, after the parts met before it (see above).
 * Only a part first rendered during a hydration in turns gets a boundary: it shows nothing while
 * waiting, and during hydration Preact keeps the server's HTML there. Elsewhere it is its children.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  // Taken when the part first renders, kept while its gate suspends (the gate is below this).
  const [turn] = useState(() => (onServer() ? serverTurn() : deferring ? queueTurn() : undefined));
  // What the part first rendered: what the server rendered, so what it hydrates with.
  const [first] = useState(() => children);
  if (turn) latestChildren.set(turn, children);
  useLayoutEffect(() => {
    if (!turn) return;
    mounted.add(turn);
    return () => {
      mounted.delete(turn);
      turnOver(turn);
    };
  }, [turn]);
  if (!turn) return children;
  return (
    <Suspense fallback={null}>
      <TurnGate turn={turn} first={first} />
    </Suspense>
  );
}

/**
 * Each of its children hydrated in a turn of its own: a page's top-level parts (its hero, each
 * section; a long page's content in one task takes 50–90 ms at CPU 4×), a lead form's fields and its
 * end. Keyed by position, so a part shown or hidden by a condition leaves the others in place.
 */
export function HydrateEachInTurn({ children }: { children: ReactNode }) {
  const parts = Array.isArray(children) ? (children as ReactNode[]) : [children];
  return parts.map((part, index) =>
    part === null || part === undefined || typeof part === 'boolean' ? null : (
      <HydrateInTurn key={index}>{part}</HydrateInTurn>
    ),
  );
}
