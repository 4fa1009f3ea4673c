// Typed reads of the globals a host page provides (`WeaPassport`, `ETEAMSID`, `TEAMS`, the chat
// apps' JS-SDKs, app libraries). Any element with an `id` or `name` is also a property of
// `window` (DOM clobbering), so a global is used only when it has the expected type — a plain
// object, a function, a string — never because it is merely truthy. A throwing getter reads
// as missing.

type Bag = Record<string, unknown>;

function read(owner: unknown, name: string): unknown {
  if (owner === null || (typeof owner !== 'object' && typeof owner !== 'function')) return undefined;
  try {
    return (owner as Bag)[name];
  } catch {
    return undefined;
  }
}

function pageWindow(): unknown {
  return typeof window === 'undefined' ? undefined : window;
}

/**
 * True for a data object: an object literal, `Object.create(null)`, JSON, a class instance or a
 * module namespace — not a DOM node or collection, a window, an array or a function. Decided
 * on the `[object …]` tag, which DOM objects set to their interface (`HTMLImageElement`,
 * `HTMLCollection`, `Window`), so it also works across realms.
 */
export function isPlainObject(value: unknown): value is Bag {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  try {
    const tag = Object.prototype.toString.call(value);
    return tag === '[object Object]' || tag === '[object Module]';
  } catch {
    return false; // a revoked proxy
  }
}

/** `window[name]` when it is a function (and not a DOM constructor reached by clobbering), else undefined. */
export function readGlobalFunction(name: string, owner: unknown = pageWindow()): Function | undefined {
  const value = read(owner, name);
  return typeof value === 'function' ? value : undefined;
}

/** `window[name]` when it is a plain object (see {@link isPlainObject}), else undefined. */
export function readGlobalObject(name: string, owner: unknown = pageWindow()): Bag | undefined {
  const value = read(owner, name);
  return isPlainObject(value) ? value : undefined;
}

/** `window[name]` when it is a string, else undefined. */
export function readGlobalString(name: string, owner: unknown = pageWindow()): string | undefined {
  const value = read(owner, name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * Follows a dotted path from `window` (`'wx.config'`) through plain objects and functions only;
 * returns the value at the end, or undefined when a step is missing, a DOM object or throws.
 * Prototype members (`__proto__`, `constructor`, `prototype`) are never followed.
 */
export function readGlobalPath(path: string, owner: unknown = pageWindow()): unknown {
  let node: unknown = owner;
  const keys = path.split('.');
  for (const [i, key] of keys.entries()) {
    if (FORBIDDEN_KEYS.has(key)) return undefined;
    if (i > 0 && !isPlainObject(node) && typeof node !== 'function') return undefined;
    node = read(node, key);
  }
  return node;
}

/** Keys that lead to prototypes or constructors instead of data. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
