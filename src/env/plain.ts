// One answer to "is this plain data?", shared by the request layer (JSON bodies, dedupe keys)
// and init's config comparison.

/** True for an array or an object whose prototype is `Object.prototype` or `null`. */
export function isPlainObjectOrArray(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
