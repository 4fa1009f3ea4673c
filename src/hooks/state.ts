// The hooks folder's state (docs/architecture.md#state-and-teardown): the override registries,
// the hook-error reporter and the readiness items. One reset empties them (destroy(), tests).
import { registerReset } from '../env/disposers';

/** One registered override hook. */
export interface OverrideEntry {
  fn: (value: never) => unknown;
  order: number;
  seq: number;
}

/** What a throwing hook reports: the error and the (lib, component) it was registered for. */
export interface HookErrorInfo {
  error: unknown;
  lib: string;
  component: string;
}

export type ReadyStatus = 'idle' | 'loading' | 'succeeded' | 'failed';
export type ReadyCallback = (error: unknown, data: unknown) => void;

/** One readiness item; see `readyItem()`. */
export interface ReadyItem {
  readonly key: string;
  readonly status: ReadyStatus;
  /** idle/failed → loading (a failed item can be retried; it gets a fresh `promise`). */
  start(): void;
  /** Settles with data; waiting callbacks run once and are cleared. Ignored once settled. */
  succeed(data?: unknown): void;
  /** Settles with an error; waiting callbacks run once and are cleared. Ignored once settled. */
  fail(error: unknown): void;
  /** Called with `(null, data)` or `(error, undefined)` when the item settles — at once if it already has. */
  subscribe(cb: ReadyCallback): void;
  /** Resolves with the data or rejects with the error. Never an unhandled rejection on its own. */
  readonly promise: Promise<unknown>;
}

export function defaultHookReport(info: HookErrorInfo): void {
  console.error(`[atrium] override hook for ${info.lib}.${info.component} threw; skipped`, info.error);
}

export const hooksState = {
  /** Override registries by kind, keyed by (lib, component). */
  props: new Map<string, OverrideEntry[]>(),
  component: new Map<string, OverrideEntry[]>(),
  /** Registration counter (ties between equal orders). */
  seq: 0,
  /** Where throwing hooks are reported (the monitor injects its own while it runs). */
  report: defaultHookReport as (info: HookErrorInfo) => void,
  /** Readiness items by key. */
  items: new Map<string, ReadyItem>(),
};

registerReset(() => {
  hooksState.props.clear();
  hooksState.component.clear();
  hooksState.seq = 0;
  hooksState.report = defaultHookReport;
  hooksState.items.clear();
});
