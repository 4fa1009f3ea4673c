// The loader's state (docs/architecture.md#state-and-teardown): script loads in flight, URLs whose
// load was abandoned, app plans, manifests and the libraries loadApp defined. One reset (destroy(),
// tests) abandons the loads still running, removes the chunk tags and the libraries, and forgets
// the plans and manifests — also the ones still being fetched.
import { registerReset } from '../env/disposers';

/** One script load, shared by the callers asking for the same URL at the same time. */
export interface ScriptLoad {
  promise: Promise<void>;
  /** Callers waiting with a signal that has not aborted. */
  waiters: number;
  /** Callers waiting without a signal: they keep the load going until it settles. */
  keepers: number;
  abandon(reason: unknown): void;
}

/** Where an app's files come from, with absolute, versioned URLs. */
export interface AppPlan {
  merged: boolean;
  js: string;
  css?: string;
}

export const loaderState = {
  /** Script loads in flight, by URL and expected global. */
  pending: new Map<string, ScriptLoad>(),
  /**
   * URLs whose load was abandoned while the request may still hang (a timeout, an abort): the
   * browser does not cancel a `<script>`'s request when its tag goes, and its HTTP cache would
   * queue a new request for the same URL behind the hung one, so the next load asks for a
   * distinct URL (`atrium_retry={n}` in the query). Value: the retry counter. Kept by the reset:
   * the hung requests outlive destroy().
   */
  abandoned: new Map<string, number>(),
  retries: 0,
  /** App plans by static domain and app. */
  plans: new Map<string, Promise<AppPlan>>(),
  /** The plans (same keys) a loadApp() waits for or has used: a preload of their files is late. */
  loading: new Set<string>(),
  /** Manifests (and their fetches in flight) by kind and URL. */
  manifests: new Map<string, Promise<unknown>>(),
  /** Window globals of the app libraries loadApp defined. */
  libraries: new Set<string>(),
};

registerReset(() => {
  const reason = new DOMException('destroy() was called', 'AbortError');
  for (const load of [...loaderState.pending.values()]) load.abandon(reason);
  loaderState.pending.clear();
  loaderState.manifests.clear();
  if (typeof document !== 'undefined') {
    for (const el of document.querySelectorAll('[data-atrium="chunk"]')) el.remove();
  }
  const globals = globalThis as unknown as Record<string, unknown>;
  for (const name of loaderState.libraries) delete globals[name];
  loaderState.libraries.clear();
  loaderState.plans.clear();
  loaderState.loading.clear();
});
