// A rollup output plugin (after terser): wraps the UMD factory in parentheses,
// `}(this,(function(){…}))`, which tells V8 the function runs at once. Without them V8 first
// pre-parses the whole factory (every byte of the script) as a function that may never run, then
// parses it again when the wrapper calls it: measured on the init benchmark, the parentheses take
// about a third off the main-thread time of evaluating the script (bench/init-profile.ts).
// Terser's `wrap_func_args` would do the same for every function passed as an argument, compiling
// callbacks that may never run; this touches the factory only.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one VLQ segment into its numbers. */
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = BASE64.indexOf(ch);
    if (digit < 0) throw new Error(`invalid source map character ${JSON.stringify(ch)}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

function encodeSegment(values) {
  let out = '';
  for (const v of values) {
    let rest = v < 0 ? (-v << 1) | 1 : v << 1;
    do {
      let digit = rest & 31;
      rest >>>= 5;
      if (rest) digit |= 32;
      out += BASE64[digit];
    } while (rest);
  }
  return out;
}

/**
 * Shifts every mapping of the first generated line at or after each of `columns` (ascending,
 * in the original line) right by one per insertion before it. Columns are relative within a line
 * (the first segment's to 0), so only the first segment past each insertion changes.
 */
export function shiftFirstLine(mappings, columns) {
  const lines = mappings.split(';');
  const segments = (lines[0] ?? '').split(',').filter(Boolean).map(decodeSegment);
  let column = 0;
  let inserted = 0;
  for (const segment of segments) {
    column += segment[0];
    let before = 0;
    while (before < columns.length && columns[before] <= column) before++;
    segment[0] += before - inserted;
    inserted = before;
  }
  lines[0] = segments.map(encodeSegment).join(',');
  return lines.join(';');
}

/** Wraps the factory in `code`; returns the new code and the two insertion columns (line 1). */
export function wrapFactory(code) {
  const open = '(this,function(){';
  const start = code.indexOf(open);
  const newline = code.indexOf('\n');
  const firstLineEnd = newline < 0 ? code.length : newline;
  const end = code.lastIndexOf('})', firstLineEnd);
  if (start < 0 || start > firstLineEnd || code.indexOf(open, start + 1) >= 0 || end < start) return null;
  const at = start + '(this,'.length;
  const close = end + 1;
  return { code: `${code.slice(0, at)}(${code.slice(at, close)})${code.slice(close)}`, columns: [at, close] };
}

/** The plugin (after terser); fails the build when the UMD wrapper does not have the expected shape. */
export function eagerFactory() {
  return {
    name: 'atrium-eager-factory',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const wrapped = wrapFactory(chunk.code);
        if (!wrapped)
          this.error(
            `${chunk.fileName}: the UMD wrapper changed shape; update scripts/rollup-eager-factory.mjs`,
          );
        chunk.code = wrapped.code;
        if (chunk.map) chunk.map.mappings = shiftFirstLine(chunk.map.mappings, wrapped.columns);
      }
    },
  };
}
