// @vitest-environment jsdom
import { ADDRESS_WRITE_BURST, ADDRESS_WRITE_INTERVAL_MS, createAddressWriter } from './address-writer';

const address = () => `${window.location.pathname}${window.location.search}`;

describe('createAddressWriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState({ key: 'router' }, '', '/en/investment');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });
  // The fake clock: Date.now() moves with the timers.
  const now = () => Date.now();
  const advance = (ms: number) => vi.advanceTimersByTime(ms);

  it('writes a change at once, keeping the history entry and its state', () => {
    const writer = createAddressWriter(now);
    const length = window.history.length;
    writer.write('/en/investment?equity=300000');
    expect(address()).toBe('/en/investment?equity=300000');
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ key: 'router' });
  });

  it('during a long drag writes once an interval, the last value at its end, and at once when flushed', () => {
    const writer = createAddressWriter(now);
    const replaceState = vi.spyOn(window.history, 'replaceState');
    // The first changes go at once.
    for (let step = 1; step <= ADDRESS_WRITE_BURST; step += 1) {
      writer.write(`/en/investment?equity=${step}`);
      expect(address()).toBe(`/en/investment?equity=${step}`);
    }
    writer.write('/en/investment?equity=210000');
    advance(16);
    writer.write('/en/investment?equity=220000');
    expect(address()).toBe(`/en/investment?equity=${ADDRESS_WRITE_BURST}`);
    advance(ADDRESS_WRITE_INTERVAL_MS);
    expect(address()).toBe('/en/investment?equity=220000');
    writer.write('/en/investment?equity=230000');
    advance(16);
    writer.write('/en/investment?equity=240000');
    writer.flush(); // released, or the page hidden
    expect(address()).toBe('/en/investment?equity=240000');
    expect(replaceState).toHaveBeenCalledTimes(ADDRESS_WRITE_BURST + 2);
  });

  it('drops a waiting address once cancelled: the visitor has moved on to another page', () => {
    const writer = createAddressWriter(now);
    for (let step = 0; step <= ADDRESS_WRITE_BURST; step += 1) writer.write(`/en/investment?equity=${step}`);
    window.history.replaceState(null, '', '/en/contact');
    writer.cancel();
    advance(ADDRESS_WRITE_INTERVAL_MS * 2);
    writer.flush();
    expect(address()).toBe('/en/contact');
  });

  it('stays within every browser’s limit (Safari: 100 changes in 30 s) however long the drag', () => {
    const writer = createAddressWriter(now);
    const replaceState = vi.spyOn(window.history, 'replaceState');
    const steps = Math.floor(30_000 / 16); // a 30-second drag, a change a frame
    for (let step = 0; step < steps; step += 1) {
      writer.write(`/en/investment?equity=${100_000 + step}`);
      advance(16);
    }
    expect(replaceState.mock.calls.length).toBeGreaterThan(50);
    expect(replaceState.mock.calls.length).toBeLessThanOrEqual(96);
  });
});
