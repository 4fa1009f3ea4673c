// A fake Clock for unit tests: time moves only when the test advances it.
import type { Clock } from '../../../src/monitor';

interface Timer {
  id: number;
  at: number;
  fn: () => void;
  every?: number;
}

export interface FakeClock extends Clock {
  /** Moves time forward, running due timers in order and letting promises settle between them. */
  advance(ms: number): Promise<void>;
  pending(): number;
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

export function fakeClock(start = 1_700_000_000_000): FakeClock {
  let now = start;
  let seq = 0;
  const timers = new Map<number, Timer>();
  const add = (fn: () => void, ms: number, every?: number) => {
    const id = ++seq;
    timers.set(id, { id, at: now + ms, fn, ...(every !== undefined ? { every } : {}) });
    return id;
  };
  return {
    now: () => now,
    setTimeout: (fn, ms) => add(fn, ms),
    clearTimeout: (h) => void timers.delete(h as number),
    setInterval: (fn, ms) => add(fn, ms, ms),
    clearInterval: (h) => void timers.delete(h as number),
    pending: () => timers.size,
    async advance(ms) {
      const end = now + ms;
      await settle();
      for (;;) {
        const next = [...timers.values()].sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!next || next.at > end) break;
        now = next.at;
        if (next.every) next.at += next.every;
        else timers.delete(next.id);
        next.fn();
        await settle();
      }
      now = end;
      await settle();
    },
  };
}
