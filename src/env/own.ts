// Own-property reads of maps that come from a server or the page (docs/security.md#server-maps).
// `map[key]` with a key from a URL, the page or a server also finds inherited members —
// `constructor`, `toString`, `__proto__` — so every such lookup goes through here (grep `ownValue`).

const has = Object.prototype.hasOwnProperty;

/**
 * `map[key]` when `map` is an object that has `key` as its own property; otherwise `undefined`
 * (no inherited member, no getter on a non-object, no exception for a hostile `map`).
 */
export function ownValue(map: unknown, key: PropertyKey): unknown {
  if (map === null || (typeof map !== 'object' && typeof map !== 'function')) return undefined;
  try {
    return has.call(map, key) ? (map as Record<PropertyKey, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `Object.hasOwn(object, key)`, which the support floor lacks (Chrome 93, Firefox 92, Safari 15.4
 * have it; docs/getting-started.md#supported-browsers): every own-property test goes through here.
 */
export const hasOwn = (object: object, key: PropertyKey): boolean => has.call(object, key);
