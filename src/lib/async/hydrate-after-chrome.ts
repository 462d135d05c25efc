// Preact hydrates a page in one task: 140–290 ms at CPU 4× in Lighthouse's simulation, above the
// 100 ms budget of total blocking time. So the first hydration is split in two: the chrome (header,
// footer, cookie banner) in the task that starts it, the page's content in a task of its own. The
// content's boundary suspends once; Preact keeps a suspended subtree's HTML from the server and
// hydrates it when the promise resolves (docs/delivery.md, "Preact in the build").

let pending: Promise<void> | undefined;
let released = true;

/** Called by startApp just before hydrating a prerendered page. */
export function deferContentHydration(): void {
  released = false;
}

/** Throws (suspends) the first time it is asked during that hydration; never after, nor elsewhere. */
export function waitForContentTurn(): void {
  if (released) return;
  pending ??= new Promise<void>((resolve) =>
    setTimeout(() => {
      released = true;
      resolve();
    }, 0),
  );
  throw pending;
}
