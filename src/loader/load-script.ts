import { reasonOf } from '../env/abort';
import { httpOrigin } from '../env/origin';
import { readGlobalFunction, readGlobalObject } from '../env/page-global';
import { $config } from '../env/store';
import { checkTimeLimit, settleWithin, timeLimit } from '../env/time-limit';
import { scriptUrlFor } from '../env/trusted-types';
import { ChunkLoadError, chunkName } from './chunk-load-error';
import { loaderState, type ScriptLoad } from './state';

/** docs/spec-coverage.md L340: chunk load timeout. */
export const CHUNK_TIMEOUT = 120_000;

export interface LoadScriptOptions {
  /** Milliseconds before the load fails with type `timeout` (default 120000). */
  timeout?: number;
  /**
   * Global the script must define, checked once it ran. A name needs a data object or a
   * function; `{ name, type: 'object' }` only a data object (an app library), `{ name, type:
   * 'function' }` only a function. Anything else — undefined, null, a number or string, a DOM
   * element clobbering the name — fails with type `missing`.
   */
  expectGlobal?: string | ExpectedGlobal;
  /** CSP nonce for the tag; default: the configured `cspNonce`. */
  nonce?: string;
  /**
   * Abandons this caller's wait when aborted (rejects with the signal's reason); when every
   * caller sharing the load has abandoned it, the load itself is abandoned: its tag is removed.
   */
  signal?: AbortSignal;
}

/** A global a script must define, and what it must be (see {@link LoadScriptOptions.expectGlobal}). */
export interface ExpectedGlobal {
  name: string;
  type: 'object' | 'function';
}

/** True when `expected` is defined as it must be (typed reads: an element is never a library). */
function hasGlobal(expected: string | ExpectedGlobal): boolean {
  const { name, type } = typeof expected === 'string' ? { name: expected, type: '' } : expected;
  return (
    (type !== 'function' && !!readGlobalObject(name)) || (type !== 'object' && !!readGlobalFunction(name))
  );
}

const { pending, abandoned } = loaderState;

/**
 * The URL a load of `url` asks for: `url` itself, or, after an abandoned load of it, `url` with
 * an `atrium_retry` query parameter (see above). Preloads use it too, so they match the load.
 */
export function scriptRequestUrl(url: string): string {
  const n = abandoned.get(url);
  if (n === undefined) return url;
  const hash = url.indexOf('#');
  const base = hash < 0 ? url : url.slice(0, hash);
  const fragment = hash < 0 ? '' : url.slice(hash);
  return `${base}${base.includes('?') ? '&' : '?'}atrium_retry=${n}${fragment}`;
}

/**
 * The origins the SDK loads scripts from (docs/csp.md#trusted-types): the static origin (app
 * libraries, passport), the OA origin (login script) and the API origin; an empty
 * `staticDomain`/`apiDomain` means the page's.
 */
export function scriptOrigins(): string[] {
  const { staticDomain, oadomain, apiDomain } = $config.get();
  const page = location.href;
  const origins = [staticDomain || page, oadomain, apiDomain || page].map((d) => httpOrigin(d, page));
  return origins.filter((o): o is string => !!o);
}

/**
 * A `<script>` whose `src` is `url` (signed by the `atrium` Trusted Types policy where the browser
 * has Trusted Types). A URL the policy or the page's CSP refuses throws a ChunkLoadError of type
 * `blocked` before anything is added or timed.
 */
function scriptFor(url: string): HTMLScriptElement {
  const script = document.createElement('script');
  try {
    script.src = scriptUrlFor(scriptRequestUrl(url), scriptOrigins());
  } catch (error) {
    throw new ChunkLoadError(chunkName(url), 'blocked', url, error);
  }
  return script;
}

function startLoad(url: string, key: string, options: LoadScriptOptions): ScriptLoad {
  const name = chunkName(url);
  const script = scriptFor(url);
  // The load's one abort point: its time limit, or abandon() (every waiter gone, destroy).
  const limit = timeLimit(
    options.timeout ?? CHUNK_TIMEOUT,
    undefined,
    () => new ChunkLoadError(name, 'timeout', url),
  );
  let settle: (error?: unknown) => void = () => {};
  const load: ScriptLoad = {
    waiters: 0,
    keepers: 0,
    promise: new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    }),
    abandon: (reason) => limit.abort(reason),
  };
  // Callers get their own outcome (join); an abandoned load nobody waits for is not an unhandled rejection.
  load.promise.catch(() => {});
  let done = false;
  function finish(error?: unknown, hung = false) {
    if (done) return;
    done = true;
    limit.done();
    script.onload = null;
    script.onerror = null;
    if (pending.get(key) === load) pending.delete(key);
    if (hung) abandoned.set(url, ++loaderState.retries);
    else if (error === undefined) abandoned.delete(url);
    if (error !== undefined) script.remove();
    settle(error);
  }
  script.async = true;
  script.setAttribute('data-atrium', 'chunk');
  const nonce = options.nonce ?? $config.get().cspNonce;
  if (nonce) script.setAttribute('nonce', nonce);
  script.onload = () => {
    const global = options.expectGlobal;
    if (global && !hasGlobal(global)) {
      finish(new ChunkLoadError(name, 'missing', url));
    } else finish();
  };
  script.onerror = () => finish(new ChunkLoadError(name, 'error', url));
  limit.signal.addEventListener('abort', () => finish(reasonOf(limit.signal), true), { once: true });
  document.head.appendChild(script);
  return load;
}

function join(load: ScriptLoad, signal: AbortSignal | undefined): Promise<void> {
  if (!signal) {
    load.keepers += 1;
    return load.promise;
  }
  if (signal.aborted) return Promise.reject(reasonOf(signal));
  load.waiters += 1;
  return settleWithin(load.promise, signal, () => {
    load.waiters -= 1;
    if (load.waiters === 0 && load.keepers === 0) load.abandon(reasonOf(signal));
  });
}

/**
 * Loads a classic script by adding a `<script>` tag (with the configured CSP nonce). Resolves
 * when it has run; rejects with a {@link ChunkLoadError} of type `error` (network or HTTP
 * failure), `timeout` (default 120 s; clamped to 2^31−1 ms; zero, negative, NaN or a
 * non-number rejects with a TypeError) or `missing` (`expectGlobal` not defined as it must be),
 * `blocked` (the `atrium` Trusted Types policy refused a URL off the configured origins, or the
 * page's CSP refused the policy or the URL: nothing is added, no timer runs; docs/csp.md),
 * or with the reason of `options.signal` when it aborts. Concurrent loads of the same URL
 * share one tag. A load that timed out or was abandoned removes its tag, and the next load of
 * that URL asks with a cache-busting parameter, so it is not queued behind the hung request.
 *
 * @example
 * ```ts
 * await loadScript('https://static.example.com/build/chart/chart.js', { timeout: 30_000 });
 * ```
 */
export function loadScript(url: string, options: LoadScriptOptions = {}): Promise<void> {
  const timeout = checkTimeLimit(options?.timeout, CHUNK_TIMEOUT, 'loadScript(): options.timeout');
  if (timeout instanceof TypeError) return Promise.reject(timeout);
  const expected = options.expectGlobal;
  const key = `${url}\n${typeof expected === 'object' ? `${expected.name}:${expected.type}` : (expected ?? '')}`;
  let load = pending.get(key);
  if (!load) {
    try {
      load = startLoad(url, key, { ...options, timeout });
    } catch (error) {
      return Promise.reject(error); // blocked: never a synchronous throw into the caller
    }
    pending.set(key, load);
  }
  return join(load, options.signal);
}

/**
 * Loads a stylesheet with a `<link>` (CSP nonce applied). Same failure types and `timeout` rules
 * as loadScript (zero, negative, NaN or a non-number rejects with a TypeError and adds nothing),
 * except `missing`; aborting `options.signal` removes the link and rejects with its reason.
 */
export function loadStyle(
  url: string,
  options: { timeout?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const timeout = checkTimeLimit(options?.timeout, CHUNK_TIMEOUT, 'loadStyle(): options.timeout');
  if (timeout instanceof TypeError) return Promise.reject(timeout);
  const existing = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-atrium="chunk"]'),
  ].find((l) => l.href === new URL(url, location.href).href);
  if (existing) return Promise.resolve();
  const signal = options.signal;
  if (signal?.aborted) return Promise.reject(reasonOf(signal));
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.setAttribute('data-atrium', 'chunk');
    const nonce = $config.get().cspNonce;
    if (nonce) link.setAttribute('nonce', nonce);
    const limit = timeLimit(timeout, signal, () => new ChunkLoadError(chunkName(url), 'timeout', url));
    const finish = (error?: unknown) => {
      limit.done();
      link.onload = null;
      link.onerror = null;
      if (error === undefined) resolve();
      else {
        link.remove();
        reject(error);
      }
    };
    limit.signal.addEventListener('abort', () => finish(reasonOf(limit.signal)), { once: true });
    link.onload = () => finish();
    link.onerror = () => finish(new ChunkLoadError(chunkName(url), 'error', url));
    document.head.appendChild(link);
  });
}
