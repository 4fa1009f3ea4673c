// Components and functions known to render()/callFunction(): registered ones first, then
// the exports of app libraries (`window.weappDemoLib` for `demoLib.X` or `weappDemoLib.X`).
// Never a page global, a DOM element or a prototype member (issue 10: `window.eval`).

import { hasOwn } from '../env/own';
import { FORBIDDEN_KEYS, isPlainObject, readGlobalObject } from '../env/page-global';
import type { RegisterEntries } from './config';
import { logged } from './errors';
import { type AnyComponent, registry } from './state';

const { components, functions } = registry;

/**
 * Makes components and functions available to `render()` and `callFunction()` under the
 * given names (e.g. `{components: {'crm.CustomerCard': Card}}`). Later registrations of a
 * name replace earlier ones. Non-function entries are skipped with a console error.
 *
 * @example
 * ```ts
 * register({
 *   components: { 'acme.Badge': (p: { label: string }) => h('b', null, p.label) },
 *   functions: { 'acme.sum': (a: number, b: number) => a + b },
 * });
 * ```
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

/** App library globals are named `weapp<Name>` (appInfo: `@weapp/hr-manage` → `weappHrManage`). */
const LIBRARY_GLOBAL = /^weapp[A-Z0-9][A-Za-z0-9]*$/;

/**
 * `demo-lib`, `demoLib`, `weappDemoLib` or `@weapp/demo-lib` → the app library on window, or
 * null. Only a `weapp<Name>` global that is a data object counts — never another page global
 * (`window`, `self`, `top`, `Atrium`, `document`) and never a DOM element that clobbers the name.
 */
export function libraryObject(lib: string): Record<string, unknown> | null {
  if (typeof lib !== 'string' || !lib) return null;
  const short = lib.replace(/^@weapp\//, '').replace(/[-_]+([a-z0-9])/gi, (_m, c: string) => c.toUpperCase());
  const candidates = LIBRARY_GLOBAL.test(lib)
    ? [lib]
    : [`weapp${short.charAt(0).toUpperCase()}${short.slice(1)}`];
  for (const key of candidates) {
    if (!LIBRARY_GLOBAL.test(key)) continue;
    const value = readGlobalObject(key);
    if (value) return value;
  }
  return null;
}

/** Splits `lib.Component` (the first dot separates the library; the rest may be a nested path). */
export function splitName(name: string): { lib: string; member: string } {
  const dot = name.indexOf('.');
  if (dot <= 0) return { lib: '', member: name };
  return { lib: name.slice(0, dot), member: name.slice(dot + 1) };
}

/** Own members only, through data objects only, never a prototype name. */
function walk(root: unknown, member: string): unknown {
  let node = root;
  for (const key of member.split('.')) {
    if (!key || FORBIDDEN_KEYS.has(key) || !isPlainObject(node)) return undefined;
    if (!hasOwn(node, key)) return undefined;
    node = node[key];
  }
  return node;
}

function fromLibrary(name: string, group: 'components' | 'functions'): unknown {
  const { lib, member } = splitName(name);
  if (!lib) return undefined;
  const library = libraryObject(lib);
  if (!library) return undefined;
  const own = (key: string) => (hasOwn(library, key) ? library[key] : undefined);
  return walk(library, member) ?? walk(own(group), member) ?? walk(own('default'), member);
}

/** A registered name: an own entry of the registry (Maps have no prototype names, but say so). */
function registered<T>(map: Map<string, T>, name: string): T | undefined {
  return FORBIDDEN_KEYS.has(name) ? undefined : map.get(name);
}

/** The component registered or exported under `name`, or null. */
export function findComponent(name: string): AnyComponent | null {
  const found = registered(components, name) ?? fromLibrary(name, 'components');
  return typeof found === 'function' ? (found as AnyComponent) : null;
}

/** The function registered or exported under `name`, or null. */
export function findFunction(name: string): Function | null {
  const found = registered(functions, name) ?? fromLibrary(name, 'functions');
  return typeof found === 'function' ? found : null;
}
