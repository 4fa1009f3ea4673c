// Render profiling (render switch or the `wea_link_keep_react_render` URL flag; loaded when first
// wanted, lazy-part.ts): times each
// preact render pass from its first diff to its commit. Passes of 100 ms and more are slow
// renders. (The 48 ms threshold is for state-change actions, measured by measureAction.)
import { Fragment, options } from 'preact';
import { SLOW_RENDER_MS } from './render-state';

type Hook = ((...args: unknown[]) => void) | undefined;
// preact's mangled option names: `_diff` is `__b`, `_commit` is `__c`.
type Options = { __b?: Hook; __c?: Hook };

export interface RenderSample {
  component: string;
  duration: number;
  kind: 'render';
}

/** Installs the profiler; `onSample` receives slow passes. Returns the uninstall. */
export function installRenderProfiler(now: () => number, onSample: (s: RenderSample) => void): () => void {
  const o = options as unknown as Options;
  const prevDiff = o.__b;
  const prevCommit = o.__c;
  let passStart: number | null = null;
  let component = '';
  const diff: Hook = (...args) => {
    if (passStart === null) {
      passStart = now();
      component = '';
    }
    // The pass is named after its first real component (render() wraps the root in a Fragment).
    const type = (args[0] as { type?: unknown } | undefined)?.type;
    if (!component && typeof type === 'function' && type !== Fragment) {
      component = (type as { displayName?: string }).displayName || type.name;
    }
    prevDiff?.(...args);
  };
  const commit: Hook = (...args) => {
    prevCommit?.(...args);
    if (passStart === null) return;
    const duration = now() - passStart;
    passStart = null;
    try {
      if (duration >= SLOW_RENDER_MS) onSample({ component, duration, kind: 'render' });
    } catch {
      // never break rendering
    }
  };
  o.__b = diff;
  o.__c = commit;
  return () => {
    if (o.__b === diff) o.__b = prevDiff;
    if (o.__c === commit) o.__c = prevCommit;
  };
}
