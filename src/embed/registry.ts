// Components and functions known to render()/callFunction(): registered ones first, then
// the exports of app libraries (`window.weappDemoLib` for `demoLib.X` or `weappDemoLib.X`).
import type { ComponentType } from 'preact';
import type { RegisterEntries } from './config';
import { logged } from './errors';

// biome-ignore lint/suspicious/noExplicitAny: components take any props
type AnyComponent = ComponentType<any>;

const components = new Map<string, AnyComponent>();
const functions = new Map<string, Function>();

/**
 * Makes components and functions available to `render()` and `callFunction()` under the
 * given names (e.g. `{components: {'crm.CustomerCard': Card}}`). Later registrations of a
 * name replace earlier ones. Non-function entries are skipped with a console error.
 */
export function register(entries: RegisterEntries): void {
  if (!entries || typeof entries !== 'object') return;
  for (const [kind, target] of [
    ['components', components],
    ['functions', functions],
  ] as const) {
    const group = entries[kind];
    if (!group || typeof group !== 'object') continue;
    for (const [name, value] of Object.entries(group)) {
      if (typeof value === 'function') {
        (target as Map<string, unknown>).set(name, value);
      } else
        logged(
          new TypeError(
            `register: ${kind}.${name} is not a ${kind === 'components' ? 'component' : 'function'}`,
          ),
        );
    }
  }
}

/** Forgets every registration (destroy()). */
export function clearRegistry(): void {
  components.clear();
  functions.clear();
}

/** `demo-lib`, `demoLib`, `weappDemoLib` or `@weapp/demo-lib` → the library object on window. */
export function libraryObject(lib: string): Record<string, unknown> | null {
  const w = window as unknown as Record<string, unknown>;
  const short = lib.replace(/^@weapp\//, '').replace(/[-_]+([a-z0-9])/gi, (_m, c: string) => c.toUpperCase());
  const candidates = [lib, `weapp${short.charAt(0).toUpperCase()}${short.slice(1)}`];
  for (const key of candidates) {
    const value = w[key];
    if (value && (typeof value === 'object' || typeof value === 'function'))
      return value as Record<string, unknown>;
  }
  return null;
}

/** Splits `lib.Component` (the last dot separates the export; `@weapp/x.Y` keeps its scope). */
export function splitName(name: string): { lib: string; member: string } {
  const dot = name.indexOf('.');
  if (dot <= 0) return { lib: '', member: name };
  return { lib: name.slice(0, dot), member: name.slice(dot + 1) };
}

function fromLibrary(name: string, group: 'components' | 'functions'): unknown {
  const { lib, member } = splitName(name);
  if (!lib) return undefined;
  const library = libraryObject(lib);
  if (!library) return undefined;
  const walk = (root: unknown) =>
    member.split('.').reduce<unknown>((obj, key) => {
      if (!obj || (typeof obj !== 'object' && typeof obj !== 'function')) return undefined;
      return Object.hasOwn(obj as object, key) ? (obj as Record<string, unknown>)[key] : undefined;
    }, root);
  return walk(library) ?? walk(library[group]) ?? walk(library.default);
}

/** The component registered or exported under `name`, or null. */
export function findComponent(name: string): AnyComponent | null {
  const found = components.get(name) ?? fromLibrary(name, 'components');
  return typeof found === 'function' ? (found as AnyComponent) : null;
}

/** The function registered or exported under `name`, or null. */
export function findFunction(name: string): Function | null {
  const found = functions.get(name) ?? fromLibrary(name, 'functions');
  return typeof found === 'function' ? found : null;
}
