// The support floor in the build (docs/getting-started.md#supported-browsers): package.json
// `browserslist` says which browsers the script and the ES module build must parse and run in; this
// rollup plugin compiles every module — ours after TypeScript, and the libraries' (ky's private
// fields and methods, `||=` in ky and nanostores) — down to that floor with esbuild, module by
// module, so the few helpers a lowering needs (private fields become WeakMaps) stay inside the
// module that uses them, never globals of the host page. scripts/check-floor.mjs then proves the
// output parses at the floor's language level.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { transform } from 'esbuild';

/**
 * browserslist names → esbuild's; Android's WebView is Chromium. Safari and iOS map to `es2020`:
 * esbuild refuses to compile anything for Safari 14.0 ("Transforming destructuring … is not
 * supported yet": its table marks 14.0's destructuring buggy on a conformance edge case), and every
 * syntax Safari 14.0 lacks is above ES2020 (class fields in part, logical assignment's `??=`
 * aside, private methods, static blocks) — lowered by the `es2020` target — or a regex feature
 * (lookbehind, before 16.4), which scripts/check-floor.mjs refuses.
 */
const ENGINES = {
  chrome: 'chrome',
  edge: 'edge',
  safari: 'es',
  ios_saf: 'es',
  firefox: 'firefox',
  android: 'chrome',
};

/**
 * esbuild targets for package.json `browserslist` (entries of the form `name >= version` only),
 * plus `es2020`: the floor's common language level (scripts/check-floor.mjs parses at it), so
 * class fields, which Safari 14.0 and Firefox 78 have only in part, are lowered too.
 */
export function floorTargets(root) {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const targets = new Set(['es2020']);
  for (const entry of pkg.browserslist ?? []) {
    const match = /^\s*(\w+)\s*>=\s*([\d.]+)\s*$/.exec(entry);
    const engine = match && ENGINES[match[1].toLowerCase()];
    if (!match || !engine)
      throw new Error(`package.json browserslist: "${entry}" is not "<browser> >= <version>"`);
    targets.add(engine === 'es' ? 'es2020' : `${engine}${match[2]}`);
  }
  if (!pkg.browserslist?.length)
    throw new Error('package.json has no browserslist: the build needs its floor');
  return [...targets];
}

/**
 * Built-ins the floor lacks that the libraries call (ours go through src/env/own.ts and
 * src/env/abort.ts): each use becomes a call of a helper local to the module — never a global
 * polyfill. `Object.hasOwn` (Chrome 93, Firefox 92, Safari 15.4) anywhere; in ky, the last of
 * several signals where `AbortSignal.any` is missing (`Array.prototype.at`: Chrome 92, Safari
 * 15.4) and the retry delay's `signal.throwIfAborted()` (Chrome 100, Firefox 97, Safari 15.4).
 */
const LIBRARY_PATCHES = [
  [/[\\/]ky[\\/]distribution[\\/]utils[\\/]merge\.js$/, 'signals.at(-1)', 'signals[signals.length - 1]'],
  [
    /[\\/]ky[\\/]distribution[\\/]utils[\\/]delay\.js$/,
    'signal.throwIfAborted();',
    "if (signal.aborted) throw signal.reason ?? new DOMException('signal is aborted without reason', 'AbortError');",
  ],
];
const HAS_OWN = 'var __atriumHasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);\n';

/** Rollup plugin: every JavaScript module (after TypeScript) compiled to `targets`. */
export function compileToFloor(targets) {
  return {
    name: 'atrium-floor',
    async transform(code, id) {
      if (!/\.(m?js|cjs|tsx?|jsx)$/.test(id.split('?')[0]) || id.startsWith('\0')) return null;
      for (const [file, from, to] of LIBRARY_PATCHES) {
        if (!file.test(id)) continue;
        if (!code.includes(from))
          this.error(`${id} no longer has "${from}": update LIBRARY_PATCHES (scripts/rollup-floor.mjs)`);
        code = code.split(from).join(to);
      }
      const hasOwn = code.includes('Object.hasOwn');
      const result = await transform(code, {
        loader: 'js',
        target: targets,
        sourcemap: true,
        sourcefile: id,
        // Names and layout are terser's job; this only lowers syntax.
        minify: false,
        legalComments: 'none',
        ...(hasOwn ? { define: { 'Object.hasOwn': '__atriumHasOwn' }, banner: HAS_OWN } : {}),
      });
      return { code: result.code, map: result.map };
    },
  };
}
