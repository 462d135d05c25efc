import {
  carouselReducer,
  initialCarouselState,
  stepForKey,
  stepForSwipe,
  wrapIndex,
  type CarouselState,
} from './carousel-model';

const start = initialCarouselState(3);

describe('carouselReducer', () => {
  it('starts on the first slide, unlocked, running', () => {
    expect(start).toEqual({ count: 3, selected: 0, cycle: 0, locked: false, paused: false, stopped: false });
  });

  it('steps forward and back with wrap-around, starting a cycle and locking', () => {
    const next = carouselReducer(start, { type: 'step', step: 1 });
    expect(next).toMatchObject({ selected: 1, cycle: 1, locked: true });
    const back = carouselReducer({ ...start, selected: 0 }, { type: 'step', step: -1 });
    expect(back.selected).toBe(2);
    expect(carouselReducer({ ...start, selected: 2 }, { type: 'step', step: 1 }).selected).toBe(0);
  });

  it('ignores every change while locked, whatever its source', () => {
    const locked: CarouselState = { ...start, selected: 1, cycle: 4, locked: true };
    expect(carouselReducer(locked, { type: 'step', step: 1 })).toBe(locked);
    expect(carouselReducer(locked, { type: 'step', step: -1 })).toBe(locked);
    expect(carouselReducer(locked, { type: 'goTo', index: 2 })).toBe(locked);
    const unlocked = carouselReducer(locked, { type: 'unlock' });
    expect(unlocked.locked).toBe(false);
    expect(carouselReducer(unlocked, { type: 'goTo', index: 2 }).selected).toBe(2);
  });

  it('treats going to the selected slide as no change (no lock, no new cycle)', () => {
    expect(carouselReducer(start, { type: 'goTo', index: 0 })).toBe(start);
  });

  it('resumes with a fresh cycle, only when paused', () => {
    const paused = carouselReducer(start, { type: 'pause' });
    expect(paused).toMatchObject({ paused: true, cycle: 0 });
    expect(carouselReducer(paused, { type: 'resume' })).toMatchObject({ paused: false, cycle: 1 });
    expect(carouselReducer(start, { type: 'resume' })).toBe(start);
  });

  it('toggles the visitor stop and restarts the cycle', () => {
    const stopped = carouselReducer(start, { type: 'toggleStopped' });
    expect(stopped).toMatchObject({ stopped: true, cycle: 1 });
    expect(carouselReducer(stopped, { type: 'toggleStopped' })).toMatchObject({ stopped: false, cycle: 2 });
  });
});

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect([-1, 0, 1, 2, 3, 4].map((index) => wrapIndex(index, 3))).toEqual([2, 0, 1, 2, 0, 1]);
  });
});

describe('stepForKey', () => {
  it('maps ArrowRight to next in left-to-right and ArrowLeft to next in right-to-left', () => {
    expect(stepForKey('ArrowRight', 'ltr')).toBe(1);
    expect(stepForKey('ArrowLeft', 'ltr')).toBe(-1);
    expect(stepForKey('ArrowLeft', 'rtl')).toBe(1);
    expect(stepForKey('ArrowRight', 'rtl')).toBe(-1);
    expect(stepForKey('Enter', 'ltr')).toBeNull();
    expect(stepForKey('ArrowUp', 'rtl')).toBeNull();
  });
});

describe('stepForSwipe', () => {
  it('changes slide only beyond 20% of the viewport width', () => {
    expect(stepForSwipe(-200, 1000, 'ltr')).toBeNull();
    expect(stepForSwipe(-201, 1000, 'ltr')).toBe(1);
    expect(stepForSwipe(201, 1000, 'ltr')).toBe(-1);
    expect(stepForSwipe(199, 1000, 'ltr')).toBeNull();
  });

  it('is mirrored in right-to-left', () => {
    expect(stepForSwipe(201, 1000, 'rtl')).toBe(1);
    expect(stepForSwipe(-201, 1000, 'rtl')).toBe(-1);
    expect(stepForSwipe(150, 1000, 'rtl')).toBeNull();
  });

  it('does nothing without a measured width', () => {
    expect(stepForSwipe(-500, 0, 'ltr')).toBeNull();
    expect(stepForSwipe(-500, Number.NaN, 'ltr')).toBeNull();
  });
});
