// Client-side submission limit of docs/product-rules.md ("Forms"): at most `max` submissions per sliding window per
// browser and form key (3 per 5 minutes by default). Only a courtesy: the server limits too.
// Plain TypeScript, no React. State lives in localStorage; when storage is missing, full or broken,
// an in-memory copy keeps the limit for the rest of the page's life.

export const RATE_LIMIT_MAX = 3;
export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;
export const RATE_LIMIT_STORAGE_PREFIX = 'submission-rate-limit:';

/** A stored block never lasts longer than this, whatever storage says (a clock moved back, tampering). */
const MAX_BLOCK_MS = 60 * 60 * 1000;

type RateLimitStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface SubmissionRateLimitOptions {
  /** Which form the limit counts for, e.g. 'contact'. */
  key: string;
  max?: number;
  windowMs?: number;
  now?: () => number;
  /** Defaults to window.localStorage when it can be used; null keeps the state in memory only. */
  storage?: RateLimitStorage | null;
}

export interface SubmissionRateLimit {
  /** True when no block is active and fewer than `max` submissions fall inside the window. */
  canSubmit(): boolean;
  /** Counts a submission at the current time. */
  record(): void;
  /** When the active block ends (epoch ms), or null when there is none. */
  blockedUntil(): number | null;
  /** When a submission will next be allowed; the current time when one is allowed now. */
  nextAllowedAt(): number;
  /**
   * Blocks submissions for `durationMs`; by default until the window frees a slot, or a whole window
   * when it is not full (the server refused with 429). Returns when the block ends.
   */
  block(durationMs?: number): number;
  /** Calls `listener` when the state changes: here, in another tab, or when a block runs out. */
  subscribe(listener: () => void): () => void;
}

interface RateLimitState {
  submissions: number[];
  blockedUntil: number | null;
}

// Fallback copies per storage key, for when storage cannot be read or written.
const memory = new Map<string, RateLimitState>();
// Change listeners per storage key, so every form with the same key on the page hears of a change.
const listenersByKey = new Map<string, Set<() => void>>();

function defaultStorage(): RateLimitStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access itself can throw (blocked cookies, sandboxed frames).
    return null;
  }
}

function parseState(raw: string | null): RateLimitState {
  if (!raw) return { submissions: [], blockedUntil: null };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return { submissions: [], blockedUntil: null };
    const { submissions, blockedUntil } = parsed as Record<string, unknown>;
    return {
      submissions: Array.isArray(submissions)
        ? submissions.filter((time): time is number => typeof time === 'number' && Number.isFinite(time))
        : [],
      blockedUntil: typeof blockedUntil === 'number' && Number.isFinite(blockedUntil) ? blockedUntil : null,
    };
  } catch {
    return { submissions: [], blockedUntil: null };
  }
}

export function createSubmissionRateLimit({
  key,
  max = RATE_LIMIT_MAX,
  windowMs = RATE_LIMIT_WINDOW_MS,
  now = Date.now,
  storage = defaultStorage(),
}: SubmissionRateLimitOptions): SubmissionRateLimit {
  const storageKey = `${RATE_LIMIT_STORAGE_PREFIX}${key}`;
  const listeners = listenersByKey.get(storageKey) ?? new Set<() => void>();
  listenersByKey.set(storageKey, listeners);
  // Set once a write fails: storage then holds a stale copy, so the in-memory one is the truth.
  let storageFailed = false;

  /** The state with expired submissions and blocks dropped. */
  function read(): RateLimitState {
    let state: RateLimitState;
    try {
      if (!storage || storageFailed) throw new Error('storage unavailable');
      state = parseState(storage.getItem(storageKey));
    } catch {
      state = memory.get(storageKey) ?? { submissions: [], blockedUntil: null };
    }
    const time = now();
    const blockedUntil =
      state.blockedUntil !== null && state.blockedUntil > time && state.blockedUntil - time <= MAX_BLOCK_MS
        ? state.blockedUntil
        : null;
    return {
      // Times in the future (a clock moved back) do not count.
      submissions: state.submissions.filter((at) => at > time - windowMs && at <= time).sort((a, b) => a - b),
      blockedUntil,
    };
  }

  function write(state: RateLimitState): void {
    memory.set(storageKey, state);
    try {
      storage?.setItem(storageKey, JSON.stringify(state));
    } catch {
      // Full or refused storage: the in-memory copy above still limits this page.
      storageFailed = true;
    }
    for (const listener of [...listeners]) listener();
  }

  function windowFreesAt(state: RateLimitState): number {
    if (state.submissions.length < max) return now();
    // The oldest submission that must leave the window before one more fits.
    const oldest = state.submissions[state.submissions.length - max] ?? now();
    return oldest + windowMs;
  }

  const limit: SubmissionRateLimit = {
    canSubmit() {
      const state = read();
      return state.blockedUntil === null && state.submissions.length < max;
    },
    record() {
      const state = read();
      // Only the most recent `max` matter for the decision; older ones would leave the window first.
      write({ ...state, submissions: [...state.submissions, now()].slice(-max) });
    },
    blockedUntil() {
      return read().blockedUntil;
    },
    nextAllowedAt() {
      const state = read();
      return Math.max(state.blockedUntil ?? 0, windowFreesAt(state));
    },
    block(durationMs) {
      const state = read();
      const time = now();
      const duration = durationMs ?? (state.submissions.length >= max ? windowFreesAt(state) - time : windowMs);
      const until = time + Math.min(Math.max(duration, 0), MAX_BLOCK_MS);
      write({ ...state, blockedUntil: Math.max(until, state.blockedUntil ?? 0) });
      return limit.blockedUntil() ?? until;
    },
    subscribe(listener) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        clearTimeout(timer);
        const until = read().blockedUntil;
        if (until === null) return;
        // Wake up just after the block ends so the caller sees it gone.
        timer = setTimeout(notify, until - now() + 50);
      };
      const notify = () => {
        schedule();
        listener();
      };
      const onStorage = (event: StorageEvent) => {
        if (event.key === storageKey || event.key === null) notify();
      };
      listeners.add(notify);
      const target = typeof window === 'undefined' ? null : window;
      target?.addEventListener('storage', onStorage);
      schedule();
      return () => {
        listeners.delete(notify);
        clearTimeout(timer);
        target?.removeEventListener('storage', onStorage);
      };
    },
  };
  return limit;
}
