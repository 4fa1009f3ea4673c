// The route render tracking state machine (pure): idle → tracking → stopped. Tracking stops
// normally after 2 s without visible insertions, by the 60 s hard time-out, or when a new
// route interrupts it.

/** The tracking rules: a check every 2 s; stop after 2 s without insertions, or at 60 s. */
export const RENDER_CHECK_MS = 2_000;
const QUIET_MS = 2_000;
const TIMEOUT_MS = 60_000;
/** A route render or render pass this slow (ms) is a slow render. */
export const SLOW_RENDER_MS = 100;

export interface Inserted {
  tagName: string;
  id: string;
  className: string;
  position: string;
}

export type RenderState =
  | { phase: 'idle' }
  | { phase: 'tracking'; url: string; start: number; lastInsert: number | null; inserted: Inserted[] }
  | {
      phase: 'stopped';
      url: string;
      start: number;
      end: number;
      elapsed: number;
      timeout: boolean;
      interrupt: boolean;
      inserted: Inserted[];
    };

export type RenderEvent =
  | { type: 'start'; url: string; now: number }
  | { type: 'insert'; now: number; element: Inserted }
  | { type: 'check'; now: number }
  | { type: 'interrupt'; now: number };

export const IDLE: RenderState = { phase: 'idle' };

/** Inserted elements kept per measurement. */
const MAX_INSERTED = 50;

/** The next state. `start` while tracking is handled by the caller as interrupt + start. */
export function nextRenderState(state: RenderState, event: RenderEvent): RenderState {
  if (event.type === 'start') {
    return { phase: 'tracking', url: event.url, start: event.now, lastInsert: null, inserted: [] };
  }
  if (state.phase !== 'tracking') return state;
  const stop = (end: number, reason: 'quiet' | 'timeout' | 'interrupt'): RenderState => ({
    phase: 'stopped',
    url: state.url,
    start: state.start,
    end,
    // A normal stop measures up to the last visible insertion, not the quiet time after it.
    elapsed: reason === 'quiet' ? (state.lastInsert ?? state.start) - state.start : end - state.start,
    timeout: reason === 'timeout',
    interrupt: reason === 'interrupt',
    inserted: state.inserted,
  });
  switch (event.type) {
    case 'insert':
      return {
        ...state,
        lastInsert: event.now,
        inserted: state.inserted.length < MAX_INSERTED ? [...state.inserted, event.element] : state.inserted,
      };
    case 'check':
      if (event.now - state.start >= TIMEOUT_MS) return stop(event.now, 'timeout');
      if (event.now - (state.lastInsert ?? state.start) >= QUIET_MS) {
        return stop(state.lastInsert ?? state.start, 'quiet');
      }
      return state;
    case 'interrupt':
      return stop(event.now, 'interrupt');
  }
}

/** True for a render slow enough to report on its own (100 ms). */
export function isSlowRender(elapsed: number): boolean {
  return elapsed >= SLOW_RENDER_MS;
}
