// The monitor's module-level mutable state, in one place, with its one reset (registered with
// env/disposers: `resetAll()` runs it after every disposer, so the monitor is already stopped).
import { registerReset } from '../env/disposers';
import type { PageReport } from './reporter';
import type { ActionSample, RecordInput, RunningParts } from './types';

/** The running monitor: its parts and the removal of its destroy() disposer. */
export interface Running {
  parts: RunningParts;
  unregister: () => void;
}

export const state = {
  /** The one running monitor of this page (startMonitor is idempotent). */
  running: null as Running | null,
  /** captureError calls made before startMonitor, replayed when it starts (at most 100). */
  early: [] as RecordInput[],
  /**
   * The page's main report and whether it went out: a fact of the page, not of one start, so
   * the reset keeps a report that was sent (the main report goes once per page).
   */
  pageReport: { report: null, state: 'pending' } as PageReport,
  /**
   * Record ids: per-page counter and random part, the sequence's offset from the monotonic
   * clock, and the last sequence value handed out.
   */
  ids: {
    counter: 0,
    pagePart: undefined as string | undefined,
    offset: undefined as number | undefined,
    last: 0,
  },
  /** Where slow actions go while the monitor runs. */
  actionSinks: new Set<(sample: ActionSample) => void>(),
};

registerReset(() => {
  state.running = null;
  state.early.length = 0;
  if (state.pageReport.state !== 'sent') state.pageReport = { report: null, state: 'pending' };
  // A new random part: ids made after the reset can never equal earlier ones. `last` stays, so
  // the sequence never goes back.
  state.ids.counter = 0;
  state.ids.pagePart = undefined;
  state.ids.offset = undefined;
  state.actionSinks.clear();
});
