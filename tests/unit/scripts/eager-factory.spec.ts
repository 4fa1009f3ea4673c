import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { expect, test } from '@playwright/test';
import { minify } from 'terser';
// @ts-expect-error — a plain .mjs tool script without types
import { shiftFirstLine, wrapFactory } from '../../../scripts/rollup-eager-factory.mjs';

// A UMD bundle as rollup writes it, minified with a source map as the build does.
const SOURCE = `(function (global, factory) {
  typeof exports === 'object' && typeof module !== 'undefined' ? module.exports = factory() :
  (global = typeof globalThis !== 'undefined' ? globalThis : global || self, global.Lib = factory());
})(this, (function () {
  'use strict';
  const greeting = 'hello';
  function greet(name) { return greeting + ' ' + name; }
  return { greet };
}));
`;

test('wraps the UMD factory in parentheses and keeps every mapping on its original position', async () => {
  const out = await minify(
    { 'lib.js': SOURCE },
    { sourceMap: { asObject: true }, compress: false, mangle: false, format: { comments: false } },
  );
  const code = out.code ?? '';
  const map = out.map as { mappings: string };
  expect(code).toContain('(this,function(){');
  const wrapped = wrapFactory(code) as { code: string; columns: [number, number] };
  expect(wrapped.code).toContain('(this,(function(){');
  expect(wrapped.code.endsWith('}));')).toBe(true);
  // The wrapped script still works, as a CommonJS module here.
  const module = { exports: {} as { greet?: (n: string) => string } };
  new Function('module', 'exports', wrapped.code)(module, module.exports);
  expect(module.exports.greet?.('you')).toBe('hello you');

  const before = new TraceMap({ version: 3, sources: ['lib.js'], names: [], ...map });
  const after = new TraceMap({
    version: 3,
    sources: ['lib.js'],
    names: [],
    ...map,
    mappings: shiftFirstLine(map.mappings, wrapped.columns),
  });
  // Every token of the factory's body maps to the same place before and after the shift.
  for (const token of ['greeting=', 'greet(name)', 'return{greet:greet}']) {
    const column = code.indexOf(token);
    expect(column).toBeGreaterThan(0);
    const was = originalPositionFor(before, { line: 1, column });
    expect(was.line).not.toBeNull();
    expect(originalPositionFor(after, { line: 1, column: wrapped.code.indexOf(token) })).toEqual(was);
  }
});

test('refuses a wrapper of another shape', () => {
  expect(wrapFactory('(function(){return 1})();')).toBeNull();
});
