// The override registry (API.md §4): suite code and ecode customisations change a component's
// props or wrap the component itself, per (lib, component), before render() mounts it.

type PropsHook = (props: Record<string, unknown>) => Record<string, unknown>;
type ComponentHook<C = unknown> = (Com: C) => C;
interface Entry {
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

// One registry per kind; module state is the registry itself (cleared by clearOverrides()).
const registries = { props: new Map<string, Entry[]>(), component: new Map<string, Entry[]>() };
const state = { seq: 0, report: defaultReport as (info: HookErrorInfo) => void };

function defaultReport(info: HookErrorInfo): void {
  console.error(`[atrium] override hook for ${info.lib}.${info.component} threw; skipped`, info.error);
}

/**
 * Sets where throwing hooks are reported (hooks sit below env/monitor in the layering, so the
 * monitor injects this while it runs and records them as `ecode`). Returns a function restoring the previous reporter.
 */
export function setHookErrorReporter(report: (info: HookErrorInfo) => void): () => void {
  const previous = state.report;
  state.report = typeof report === 'function' ? report : defaultReport;
  return () => {
    state.report = previous;
  };
}

const keyOf = (lib: string, component: string) => `${lib}\u0000${component}`;

function reg(
  kind: keyof typeof registries,
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
    seq: state.seq++,
  };
  const map = registries[kind];
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

function apply<T>(kind: keyof typeof registries, lib: string, component: string, value: T): T {
  const list = registries[kind].get(keyOf(lib, component));
  if (!list) return value;
  let current = value;
  for (const entry of list) {
    try {
      const next = entry.fn(current as never) as T;
      // A hook that returns nothing keeps the value it was given.
      if (next !== undefined && next !== null) current = next;
    } catch (error) {
      try {
        state.report({ error, lib, component });
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
 */
export function regOvProps(lib: string, component: string, fn: PropsHook, order = 0): () => void {
  return reg('props', lib, component, fn, order);
}

/**
 * Registers a component override (e.g. a wrapper) for `lib.component`; same ordering as props.
 * @returns a function that unregisters this hook.
 * @throws TypeError when `lib`/`component` is empty or `fn` is not a function.
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
 */
export function applyOvProps<P extends object>(lib: string, component: string, props: P): P {
  return apply('props', lib, component, props);
}

/** Runs the component hooks of `lib.component` over `Com`; same rules as {@link applyOvProps}. */
export function applyOvComponent<C>(lib: string, component: string, Com: C): C {
  return apply('component', lib, component, Com);
}

/** Forgets every registered hook (destroy()). */
export function clearOverrides(): void {
  registries.props.clear();
  registries.component.clear();
}
