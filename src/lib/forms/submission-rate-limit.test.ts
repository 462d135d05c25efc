// @vitest-environment jsdom
import {
  createSubmissionRateLimit,
  RATE_LIMIT_STORAGE_PREFIX,
  type SubmissionRateLimitOptions,
} from './submission-rate-limit';

const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 15, 10, 0, 0);

/** A clock the test moves by hand. */
function fakeClock(start = START) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** A Map-backed Storage stand-in. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

let keyCounter = 0;
/** A fresh key per limiter so the module's in-memory fallback never leaks between tests. */
function setup(options: Partial<SubmissionRateLimitOptions> = {}) {
  const clock = fakeClock();
  const storage = memoryStorage();
  const key = `test-${(keyCounter += 1)}`;
  const limit = createSubmissionRateLimit({ key, now: clock.now, storage, ...options });
  return { clock, storage, key, limit };
}

describe('createSubmissionRateLimit', () => {
  it('allows three submissions in five minutes and refuses the fourth', () => {
    const { limit, clock } = setup();
    for (let i = 0; i < 3; i += 1) {
      expect(limit.canSubmit()).toBe(true);
      limit.record();
      clock.advance(MINUTE);
    }
    expect(limit.canSubmit()).toBe(false);
  });

  it('slides the window: a slot frees exactly five minutes after the oldest submission', () => {
    const { limit, clock } = setup();
    limit.record(); // 10:00
    clock.advance(MINUTE);
    limit.record(); // 10:01
    clock.advance(MINUTE);
    limit.record(); // 10:02
    expect(limit.nextAllowedAt()).toBe(START + 5 * MINUTE);

    clock.advance(3 * MINUTE - 1); // 10:04:59.999
    expect(limit.canSubmit()).toBe(false);
    clock.advance(1); // 10:05
    expect(limit.canSubmit()).toBe(true);
    expect(limit.nextAllowedAt()).toBe(START + 5 * MINUTE);

    limit.record(); // 10:05, with 10:01 and 10:02 still inside the window
    expect(limit.canSubmit()).toBe(false);
    expect(limit.nextAllowedAt()).toBe(START + 6 * MINUTE);
    clock.advance(MINUTE);
    expect(limit.canSubmit()).toBe(true);
  });

  it('honours custom max and window', () => {
    const { limit, clock } = setup({ max: 1, windowMs: 10_000 });
    limit.record();
    expect(limit.canSubmit()).toBe(false);
    clock.advance(10_000);
    expect(limit.canSubmit()).toBe(true);
  });

  it('counts per form key', () => {
    const clock = fakeClock();
    const storage = memoryStorage();
    const contact = createSubmissionRateLimit({ key: 'a-contact', now: clock.now, storage });
    const other = createSubmissionRateLimit({ key: 'a-other', now: clock.now, storage });
    contact.record();
    contact.record();
    contact.record();
    expect(contact.canSubmit()).toBe(false);
    expect(other.canSubmit()).toBe(true);
  });

  it('keeps its count in storage, so a new limiter (another page load) sees it', () => {
    const { limit, clock, storage, key } = setup();
    limit.record();
    limit.record();
    limit.record();
    const stored = JSON.parse(storage.items.get(`${RATE_LIMIT_STORAGE_PREFIX}${key}`) ?? '{}') as unknown;
    expect(stored).toEqual({ submissions: [START, START, START], blockedUntil: null });

    const reloaded = createSubmissionRateLimit({ key, now: clock.now, storage });
    expect(reloaded.canSubmit()).toBe(false);
  });

  it('starts fresh when storage holds nothing, garbage or foreign values', () => {
    for (const raw of ['not json', 'null', '42', '{"submissions":"x"}', '{"submissions":[null,"1",1e400]}']) {
      const { limit, storage, key } = setup();
      storage.items.set(`${RATE_LIMIT_STORAGE_PREFIX}${key}`, raw);
      expect(limit.canSubmit()).toBe(true);
      expect(limit.blockedUntil()).toBeNull();
      limit.record();
      expect(limit.canSubmit()).toBe(true);
    }
  });

  it('ignores stored times from the future (a clock set back)', () => {
    const { limit, storage, key } = setup();
    const future = START + 10 * MINUTE;
    storage.items.set(
      `${RATE_LIMIT_STORAGE_PREFIX}${key}`,
      JSON.stringify({ submissions: [future, future, future], blockedUntil: null }),
    );
    expect(limit.canSubmit()).toBe(true);
  });

  it('still limits when storage is missing', () => {
    const { limit } = setup({ storage: null });
    limit.record();
    limit.record();
    limit.record();
    expect(limit.canSubmit()).toBe(false);
  });

  it('still limits when storage throws on every call', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { limit } = setup({ storage: broken });
    limit.record();
    limit.record();
    limit.record();
    expect(limit.canSubmit()).toBe(false);
  });

  it('still limits when storage reads but refuses to write', () => {
    const storage = memoryStorage();
    const { limit } = setup({
      storage: {
        getItem: storage.getItem,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    });
    limit.record();
    limit.record();
    limit.record();
    expect(limit.canSubmit()).toBe(false);
  });

  describe('block', () => {
    it('blocks until the window frees a slot when the window is full', () => {
      const { limit, clock } = setup();
      limit.record();
      clock.advance(MINUTE);
      limit.record();
      limit.record();
      clock.advance(MINUTE); // 10:02
      expect(limit.block()).toBe(START + 5 * MINUTE);
      expect(limit.blockedUntil()).toBe(START + 5 * MINUTE);
      expect(limit.canSubmit()).toBe(false);

      clock.advance(3 * MINUTE); // 10:05
      expect(limit.blockedUntil()).toBeNull();
      expect(limit.canSubmit()).toBe(true);
    });

    it('blocks for a whole window when the window is not full (the server refused)', () => {
      const { limit, clock } = setup();
      limit.record();
      expect(limit.block()).toBe(START + 5 * MINUTE);
      expect(limit.canSubmit()).toBe(false);
      expect(limit.nextAllowedAt()).toBe(START + 5 * MINUTE);
      clock.advance(5 * MINUTE - 1);
      expect(limit.canSubmit()).toBe(false);
      clock.advance(1);
      expect(limit.canSubmit()).toBe(true);
    });

    it('takes an explicit duration and never shortens an active block', () => {
      const { limit } = setup();
      expect(limit.block(10 * MINUTE)).toBe(START + 10 * MINUTE);
      expect(limit.block(MINUTE)).toBe(START + 10 * MINUTE);
    });

    it('survives a reload through storage', () => {
      const { limit, clock, storage, key } = setup();
      limit.block(MINUTE);
      const reloaded = createSubmissionRateLimit({ key, now: clock.now, storage });
      expect(reloaded.blockedUntil()).toBe(START + MINUTE);
      expect(reloaded.canSubmit()).toBe(false);
    });

    it('ignores an implausibly long stored block', () => {
      const { limit, storage, key } = setup();
      storage.items.set(
        `${RATE_LIMIT_STORAGE_PREFIX}${key}`,
        JSON.stringify({ submissions: [], blockedUntil: START + 365 * 24 * 60 * MINUTE }),
      );
      expect(limit.blockedUntil()).toBeNull();
      expect(limit.canSubmit()).toBe(true);
    });
  });

  describe('subscribe', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('tells every limiter with the same key about a change, until unsubscribed', () => {
      const { limit, clock, storage, key } = setup();
      const sibling = createSubmissionRateLimit({ key, now: clock.now, storage });
      const listener = vi.fn();
      const unsubscribe = sibling.subscribe(listener);
      limit.record();
      limit.block();
      expect(listener).toHaveBeenCalledTimes(2);
      unsubscribe();
      limit.record();
      expect(listener).toHaveBeenCalledTimes(2);
    });

    it('wakes listeners when a block runs out', () => {
      vi.useFakeTimers({ now: START });
      const { limit } = setup({ now: () => Date.now() });
      const listener = vi.fn();
      const unsubscribe = limit.subscribe(listener);
      limit.block(MINUTE);
      listener.mockClear();

      vi.advanceTimersByTime(MINUTE - 1);
      expect(listener).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(listener).toHaveBeenCalledTimes(1);
      expect(limit.blockedUntil()).toBeNull();
      unsubscribe();
    });

    it('hears about changes made in another tab', () => {
      const { limit, key } = setup();
      const listener = vi.fn();
      const unsubscribe = limit.subscribe(listener);
      window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
      expect(listener).not.toHaveBeenCalled();
      window.dispatchEvent(new StorageEvent('storage', { key: `${RATE_LIMIT_STORAGE_PREFIX}${key}` }));
      expect(listener).toHaveBeenCalledTimes(1);
      unsubscribe();
      window.dispatchEvent(new StorageEvent('storage', { key: `${RATE_LIMIT_STORAGE_PREFIX}${key}` }));
      expect(listener).toHaveBeenCalledTimes(1);
    });
  });

  it('uses localStorage by default', () => {
    const limit = createSubmissionRateLimit({ key: 'default-storage', now: () => START });
    limit.record();
    expect(localStorage.getItem(`${RATE_LIMIT_STORAGE_PREFIX}default-storage`)).toContain(String(START));
  });
});
