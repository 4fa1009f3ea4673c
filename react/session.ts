// The one SDK run the providers share (the SDK is one per page). A provider acquires the run for
// its config and releases it on unmount; destroy() waits a microtask, so React.StrictMode's
// mount → unmount → mount keeps the same run: every pipeline request goes out once
// (docs/react.md#atriumprovider).
import { destroy, type EmbedConfig, init, SdkError } from 'atrium-sdk';
import { sameValue } from './config';
import { reattach } from './events';

/** Where the provider's run is. */
export type AtriumStatus = 'initializing' | 'ready' | 'failed';

/** What `useAtrium()` returns. */
export interface AtriumState {
  status: AtriumStatus;
  /** init()'s SdkError when `status` is `failed`. */
  error: SdkError | null;
}

/** A provider holding the run: told when the run fails (its `onError`). */
export interface Owner {
  failed(error: SdkError): void;
}

interface Run {
  config: EmbedConfig;
  promise: Promise<void>;
  state: AtriumState;
}

let current: Run | null = null;
const owners = new Set<Owner>();
/**
 * Providers refused with `CONFIG_CONFLICT`: another config while other providers hold the run
 * (one deployment per page). Their own failed state; the run and its owners are untouched.
 */
const conflicts = new Map<Owner, AtriumState>();
/** Owners already told about their conflict (StrictMode re-runs the effect: onError once). */
const told = new WeakSet<Owner>();
const subscribers = new Set<() => void>();
const INITIAL: AtriumState = { status: 'initializing', error: null };
/** Callers waiting for a run that has not started yet (a child mounted before its provider's effect). */
let waiting: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];

function publish(): void {
  for (const fn of [...subscribers]) fn();
}

function settle(run: Run, state: AtriumState): void {
  if (current !== run) return;
  run.state = state;
  publish();
}

function start(config: EmbedConfig, passed: EmbedConfig): Run {
  // The promise is handled here, so init() logs nothing itself; the provider reports a failure.
  const promise = init(passed);
  const run: Run = { config, promise, state: INITIAL };
  current = run;
  promise.then(
    () => settle(run, { status: 'ready', error: null }),
    (error: SdkError) => {
      if (current !== run) return;
      settle(run, { status: 'failed', error });
      for (const owner of [...owners]) owner.failed(error);
    },
  );
  const waiters = waiting;
  waiting = [];
  for (const w of waiters) promise.then(w.resolve, w.reject);
  publish();
  return run;
}

/**
 * Takes part in the run for `config`: the current one when its config has the same values
 * (another provider's, or this provider's own across StrictMode's re-mount), else destroy() and
 * a new init(). `toInit` gives the config to pass (functions rewired to the newest render).
 */
export function acquire(owner: Owner, config: EmbedConfig, toInit: () => EmbedConfig): void {
  const wasConflict = conflicts.delete(owner);
  if (current && !sameValue(current.config, config) && owners.size > (owners.has(owner) ? 1 : 0)) {
    // Another provider holds the run with other values: this one fails, that one goes on.
    owners.delete(owner);
    const error = new SdkError(
      'CONFIG_CONFLICT',
      'another <AtriumProvider> runs the SDK with a different config: one deployment per page (equal configs share the run)',
    );
    conflicts.set(owner, { status: 'failed', error });
    publish();
    if (!told.has(owner)) {
      told.add(owner);
      owner.failed(error);
    }
    return;
  }
  told.delete(owner);
  owners.add(owner);
  if (wasConflict) publish();
  if (current && sameValue(current.config, config)) return;
  if (current) {
    destroy();
    reattach();
  }
  start(config, toInit());
}

/** Leaves the run; the last owner out destroys it, a microtask later unless someone acquires it again. */
export function release(owner: Owner): void {
  if (conflicts.delete(owner)) return;
  owners.delete(owner);
  const run = current;
  queueMicrotask(() => {
    if (owners.size > 0 || current !== run || !run) return;
    current = null;
    destroy();
    reattach();
    publish();
  });
}

/** The current run's state (what providers render from); with `owner`, its own conflict first. */
export function snapshot(owner?: Owner): AtriumState {
  return (owner && conflicts.get(owner)) || (current?.state ?? INITIAL);
}

export function subscribe(fn: () => void): () => void {
  subscribers.add(fn);
  return () => subscribers.delete(fn);
}

/** Resolves when the run is ready (waiting for one to start); rejects with its init error. */
export function whenReady(): Promise<void> {
  if (current) return current.promise.then(() => undefined);
  return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
}
