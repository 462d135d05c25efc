// The investment carousel's rules as pure functions (no React, no timers, no DOM), so the timing hook
// stays thin and every rule is tested on its own. Timings and thresholds: docs/product-rules.md, "Pages".

export const AUTOPLAY_INTERVAL_MS = 4000;
export const TRANSITION_MS = 500;
export const RESUME_DELAY_MS = 1000;
/** A swipe changes slide only when it travels more than this share of the viewport width. */
export const SWIPE_THRESHOLD = 0.2;

export type Direction = 'ltr' | 'rtl';
export type Step = 1 | -1;

export interface CarouselState {
  count: number;
  selected: number;
  /**
   * Bumped whenever a full auto-advance cycle starts over (every slide change, every resume, every
   * restart of rotation). The timer and the progress bar restart when it changes.
   */
  cycle: number;
  /** A change is in its transition; further changes are ignored until it ends. */
  locked: boolean;
  /** The pointer is over the carousel or a finger is on it (or the resume delay has not passed yet). */
  paused: boolean;
  /** The visitor turned automatic rotation off with the pause button. */
  stopped: boolean;
}

export type CarouselAction =
  | { type: 'step'; step: Step }
  | { type: 'goTo'; index: number }
  | { type: 'unlock' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'toggleStopped' };

export function initialCarouselState(count: number): CarouselState {
  return { count, selected: 0, cycle: 0, locked: false, paused: false, stopped: false };
}

export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

function select(state: CarouselState, index: number): CarouselState {
  if (state.locked) return state;
  const target = wrapIndex(index, state.count);
  if (target === state.selected) return state;
  return { ...state, selected: target, cycle: state.cycle + 1, locked: true };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'step':
      return select(state, state.selected + action.step);
    case 'goTo':
      return select(state, action.index);
    case 'unlock':
      return state.locked ? { ...state, locked: false } : state;
    case 'pause':
      return state.paused ? state : { ...state, paused: true };
    case 'resume':
      // A resume starts a full cycle: the timer and the progress bar begin again from zero.
      return state.paused ? { ...state, paused: false, cycle: state.cycle + 1 } : state;
    case 'toggleStopped':
      return { ...state, stopped: !state.stopped, cycle: state.cycle + 1 };
  }
}

/** The step an arrow key makes: ArrowRight is next in left-to-right, ArrowLeft is next in right-to-left. */
export function stepForKey(key: string, dir: Direction): Step | null {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return null;
  const towardsNext = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  return key === towardsNext ? 1 : -1;
}

/**
 * The step a horizontal swipe makes, from its travel (end x minus start x, in px) and the viewport
 * width: none at or under the threshold. Dragging the content towards the start side (left in
 * left-to-right, right in right-to-left) brings the next slide in.
 */
export function stepForSwipe(deltaX: number, viewportWidth: number, dir: Direction): Step | null {
  if (!(viewportWidth > 0) || Math.abs(deltaX) <= viewportWidth * SWIPE_THRESHOLD) return null;
  const towardsStart = dir === 'rtl' ? deltaX > 0 : deltaX < 0;
  return towardsStart ? 1 : -1;
}
