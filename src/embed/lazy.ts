// Loads the on-demand part: in the script build a second file next to atrium.umd.js
// (atrium.async.js), in the ES module build an inlined dynamic import.
import { getBundleBase } from '../env/bundle-base';
import { $config } from '../env/store';

type Lazy = typeof import('../lazy/index');
declare const __ATRIUM_SPLIT__: boolean | undefined;

let pending: Promise<Lazy> | undefined;
let loaded: Lazy | undefined;

/** The on-demand capabilities if they have loaded already (no load is started). */
export function peekLazy(): Lazy | undefined {
  return loaded;
}

/** Resolves with the on-demand capabilities, loading them once. A failed load can be retried. */
export function loadLazy(): Promise<Lazy> {
  pending ??= (
    typeof __ATRIUM_SPLIT__ !== 'undefined' && __ATRIUM_SPLIT__ ? loadScriptPart() : import('../lazy/index')
  ).then(
    (part) => {
      loaded = part;
      return part;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

function loadScriptPart(): Promise<Lazy> {
  const g = globalThis as unknown as { Atrium?: { __lazy?: Lazy } };
  if (g.Atrium?.__lazy) return Promise.resolve(g.Atrium.__lazy);
  return new Promise<Lazy>((resolve, reject) => {
    const src = new URL('atrium.async.js', getBundleBase() || document.baseURI).href;
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const nonce = $config.get().cspNonce || getBundleBase.nonce;
    if (nonce) script.nonce = nonce;
    const done = () => script.remove();
    script.onload = () => {
      done();
      const part = g.Atrium?.__lazy;
      if (part) {
        // Keep the global's enumerable keys exactly the public surface.
        Object.defineProperty(g.Atrium, '__lazy', { value: part, enumerable: false });
        resolve(part);
      } else reject(new Error(`Atrium: ${src} loaded but did not register (is window.Atrium the SDK?)`));
    };
    script.onerror = () => {
      done();
      reject(new Error(`Atrium: could not load ${src}`));
    };
    (document.head || document.documentElement).appendChild(script);
  });
}
