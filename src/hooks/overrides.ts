// The override registry (docs/suite-pages.md): suite code and ecode customisations change a component's
// props or wrap the component itself, per (lib, component), before render() mounts it.

import { defaultHookReport, type HookErrorInfo, hooksState, type OverrideEntry } from './state';

type PropsHook = (props: Record<string, unknown>) => Record<string, unknown>;
type ComponentHook<C = unknown> = (Com: C) => C;
type Entry = OverrideEntry;

export type { HookErrorInfo };

/**
 * Sets where throwing hooks are reported (hooks sit below env/monitor in the layering, so the
 * monitor injects this while it runs and records them as `ecode`). Returns a function restoring the previous reporter.
 */
export function setHookErrorReporter(report: (info: HookErrorInfo) => void): () => void {
  const previous = hooksState.report;
  hooksState.report = typeof report === 'function' ? report : defaultHookReport;
  return () => {
    hooksState.report = previous;
  };
}

const keyOf = (lib: string, component: string) => `${lib}\u0000${component}`;

function reg(
  kind: 'props' | 'component',
  lib: string,
  component: string,
  fn: unknown,
  order: unknown,
): () => void {
  if (typeof lib !== 'string' || !lib || typeof component !== 'string' || !component) {
    throw new TypeError('override hooks need a library name and a component name');
  }
  if (typeof fn !== 'function') throw new TypeError('an override hook must be a function');
  const entry: Entry = {
    fn: fn as Entry['fn'],
    order: typeof order === 'number' && Number.isFinite(order) ? order : 0,
    seq: hooksState.seq++,
  };
  const map = hooksState[kind];
  const key = keyOf(lib, component);
  const list = [...(map.get(key) ?? []), entry].sort((a, b) => a.order - b.order || a.seq - b.seq);
  map.set(key, list);
  return () => {
    const now = map.get(key);
    if (!now) return;
    const rest = now.filter((e) => e !== entry);
    if (rest.length) map.set(key, rest);
    else map.delete(key);
  };
}

function apply<T>(kind: 'props' | 'component', lib: string, component: string, value: T): T {
  const list = hooksState[kind].get(keyOf(lib, component));
  if (!list) return value;
  let current = value;
  for (const entry of list) {
    try {
      const next = entry.fn(current as never) as T;
      // A hook that returns nothing keeps the value it was given.
      if (next !== undefined && next !== null) current = next;
    } catch (error) {
      try {
        hooksState.report({ error, lib, component });
      } catch {
        // a broken reporter must not break rendering
      }
    }
  }
  return current;
}

/**
 * Registers a props override for `lib.component`. Hooks run by ascending `order`, then in
 * registration order; each gets the previous hook's result.
 * @returns a function that unregisters this hook (safe to call twice).
 * @throws TypeError when `lib`/`component` is empty or `fn` is not a function.
 *
 * @example
 * ```ts
 * const off = regOvProps('demoLib', 'Hello', (props) => ({ ...props, name: props.name.toUpperCase() }));
 * ```
 */
export function regOvProps(lib: string, component: string, fn: PropsHook, order = 0): () => void {
  return reg('props', lib, component, fn, order);
}

/**
 * Registers a component override (e.g. a wrapper) for `lib.component`; same ordering as props.
 * @returns a function that unregisters this hook.
 * @throws TypeError when `lib`/`component` is empty or `fn` is not a function.
 *
 * @example
 * ```ts
 * const off = regOvComponent('demoLib', 'Hello', (Hello) => (props) => h('div', { class: 'frame' }, h(Hello, props)));
 * off(); // the hook is gone
 * ```
 */
export function regOvComponent<C = unknown>(
  lib: string,
  component: string,
  fn: ComponentHook<C>,
  order = 0,
): () => void {
  return reg('component', lib, component, fn, order);
}

/**
 * Runs the props hooks of `lib.component` over `props`. A hook that throws is skipped (the
 * chain goes on with the last good value) and reported; one returning null/undefined is ignored.
 *
 * @example
 * ```ts
 * const props = applyOvProps('demoLib', 'Hello', { name: 'ada' }); // the props after every regOvProps hook
 * ```
 */
export function applyOvProps<P extends object>(lib: string, component: string, props: P): P {
  return apply('props', lib, component, props);
}

/**
 * Runs the component hooks of `lib.component` over `Com`; same rules as {@link applyOvProps}.
 *
 * @example
 * ```ts
 * const Framed = applyOvComponent('demoLib', 'Hello', Hello); // Hello wrapped by every regOvComponent hook
 * ```
 */
export function applyOvComponent<C>(lib: string, component: string, Com: C): C {
  return apply('component', lib, component, Com);
}
