/**
 * Browsers refuse history changes beyond a rate: Safari allows 100 in 30 seconds, Chrome and Firefox
 * 200 in 10 seconds, and a page over the limit is thrown a SecurityError or ignored. A burst of
 * ADDRESS_WRITE_BURST writes goes at once (opening the calculator, a few key presses); a drag then
 * writes once every ADDRESS_WRITE_INTERVAL_MS: at most 96 writes in any 30 seconds.
 */
export const ADDRESS_WRITE_BURST = 10;
export const ADDRESS_WRITE_INTERVAL_MS = 350;

export interface AddressWriter {
  /** The address should now be `url`: written at once within the rate, else as soon as the rate allows. */
  write: (url: string) => void;
  /** Writes a waiting address now (a slider released, the page hidden). */
  flush: () => void;
  /** Drops a waiting address (the calculator is gone: the address is another page's now). */
  cancel: () => void;
}

/**
 * Keeps the address bar on what the screen shows with `history.replaceState` (the same history
 * entry, its state kept, so the router's entry is untouched): each change at once, within the rate
 * above, and a waiting one at once when a drag ends or the page is hidden.
 */
export function createAddressWriter(now: () => number = () => performance.now()): AddressWriter {
  let pending: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A token bucket: a write spends one; one comes back every interval, up to the burst.
  let tokens = ADDRESS_WRITE_BURST;
  let refilledAt = now();
  const refill = () => {
    const time = now();
    tokens = Math.min(ADDRESS_WRITE_BURST, tokens + (time - refilledAt) / ADDRESS_WRITE_INTERVAL_MS);
    refilledAt = time;
  };

  const writeNow = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    const url = pending;
    pending = undefined;
    if (url === undefined) return;
    if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
    refill();
    tokens -= 1;
    try {
      window.history.replaceState(window.history.state, '', url);
    } catch {
      // Over a browser's limit after all: the next change, or the router once the inputs rest, writes it.
    }
  };

  return {
    write(url) {
      pending = url;
      refill();
      if (tokens >= 1) writeNow();
      else timer ??= setTimeout(writeNow, (1 - tokens) * ADDRESS_WRITE_INTERVAL_MS);
    },
    flush: writeNow,
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      pending = undefined;
    },
  };
}
