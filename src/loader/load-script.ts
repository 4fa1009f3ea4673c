import { $config } from '../env/store';
import { checkTimeLimit } from '../env/time-limit';
import { ChunkLoadError, chunkName } from './chunk-load-error';

/** Spec §9: chunk load timeout. */
export const CHUNK_TIMEOUT = 120_000;

export interface LoadScriptOptions {
  /** Milliseconds before the load fails with type `timeout` (default 120000). */
  timeout?: number;
  /** Global that the script must define; its absence fails with type `missing`. */
  expectGlobal?: string;
  /** CSP nonce for the tag; default: the configured `cspNonce`. */
  nonce?: string;
}

const pending = new Map<string, Promise<void>>();

/**
 * Loads a classic script by adding a `<script>` tag (with the configured CSP nonce). Resolves
 * when it has run; rejects with a {@link ChunkLoadError} of type `error` (network or HTTP
 * failure), `timeout` (default 120 s; clamped to 2^31−1 ms; zero, negative, NaN or a
 * non-number rejects with a TypeError) or `missing` (`expectGlobal` not defined afterwards).
 * Concurrent loads of the same URL share one tag.
 */
export function loadScript(url: string, options: LoadScriptOptions = {}): Promise<void> {
  const timeout = checkTimeLimit(options?.timeout, CHUNK_TIMEOUT, 'loadScript(): options.timeout');
  if (timeout instanceof TypeError) return Promise.reject(timeout);
  const key = `${url}\n${options.expectGlobal ?? ''}`;
  const running = pending.get(key);
  if (running) return running;
  const promise = new Promise<void>((resolve, reject) => {
    const name = chunkName(url);
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute('data-atrium', 'chunk');
    const nonce = options.nonce ?? $config.get().cspNonce;
    if (nonce) script.setAttribute('nonce', nonce);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (error?: ChunkLoadError) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (error) {
        script.remove();
        reject(error);
      } else resolve();
    };
    script.onload = () => {
      const global = options.expectGlobal;
      if (global && (window as unknown as Record<string, unknown>)[global] === undefined) {
        finish(new ChunkLoadError(name, 'missing', url));
      } else finish();
    };
    script.onerror = () => finish(new ChunkLoadError(name, 'error', url));
    timer = setTimeout(() => finish(new ChunkLoadError(name, 'timeout', url)), timeout);
    document.head.appendChild(script);
  }).finally(() => pending.delete(key));
  pending.set(key, promise);
  return promise;
}

/**
 * Loads a stylesheet with a `<link>` (CSP nonce applied). Same failure types as loadScript,
 * except `missing`.
 */
export function loadStyle(url: string, options: { timeout?: number } = {}): Promise<void> {
  const existing = [
    ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-atrium="chunk"]'),
  ].find((l) => l.href === new URL(url, location.href).href);
  if (existing) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    link.setAttribute('data-atrium', 'chunk');
    const nonce = $config.get().cspNonce;
    if (nonce) link.setAttribute('nonce', nonce);
    const timer = setTimeout(() => {
      link.remove();
      reject(new ChunkLoadError(chunkName(url), 'timeout', url));
    }, options.timeout ?? CHUNK_TIMEOUT);
    link.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    link.onerror = () => {
      clearTimeout(timer);
      link.remove();
      reject(new ChunkLoadError(chunkName(url), 'error', url));
    };
    document.head.appendChild(link);
  });
}
