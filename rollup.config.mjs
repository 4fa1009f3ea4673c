// `npm run build` (`rollup -c`): the artifacts of docs/getting-started.md — one script file, one ES module
// file for bundlers, and the type declarations.
//
// Type errors do not stop the bundle (`npm run typecheck` reports them).
import { createHash } from 'node:crypto';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { buildDemoHost } from './demo-host/build.mjs';
import { checkFloor } from './scripts/check-floor.mjs';
import { writeCspHashes } from './scripts/csp-hashes.mjs';
import { eagerFactory } from './scripts/rollup-eager-factory.mjs';
import { compileToFloor, floorTargets } from './scripts/rollup-floor.mjs';

const root = import.meta.dirname;
// ATRIUM_OUT lets parallel work build into separate folders (the demo host serves the same one).
const out = process.env.ATRIUM_OUT || 'dist';
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
// No file of an earlier build may survive beside the new ones.
rmSync(resolve(root, out), { recursive: true, force: true });

/**
 * The runtime libraries (package.json `dependencies`): the script file inlines them, the ES module
 * build imports them by name (docs/architecture.md#build), so an app's bundler links one copy.
 */
/** The support floor (package.json `browserslist`) as esbuild targets: scripts/rollup-floor.mjs. */
const floor = floorTargets(root);

const dependencies = Object.keys(pkg.dependencies ?? {});
const isDependency = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * DOMPurify's module builds a default instance at import (its tag and attribute sets: a few ms
 * of main-thread work on every page that loads the script). The SDK never uses that instance: it
 * creates its own on first use (ui/sanitize.ts, `createDOMPurify(window)`). So the default export
 * becomes the factory itself, which answers that call the same way and builds nothing at import.
 */
const dompurifyWithoutDefaultInstance = () => ({
  name: 'atrium-dompurify-lazy',
  transform(code, id) {
    if (!/[\\/]dompurify[\\/]dist[\\/]purify\.es\.mjs$/.test(id)) return null;
    const eager = 'var purify_default = createDOMPurify();';
    if (!code.includes(eager)) {
      this.error(`${id} no longer has "${eager}": update the atrium-dompurify-lazy plugin`);
    }
    // Same lines and columns up to the change: the existing source map still holds.
    return { code: code.replace(eager, 'var purify_default = createDOMPurify;'), map: null };
  },
});

const plugins = ({ declarations }) => [
  dompurifyWithoutDefaultInstance(),
  replace({
    preventAssignment: true,
    values: {
      __ATRIUM_VERSION__: JSON.stringify(pkg.version),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
  }),
  nodeResolve({ browser: true }),
  typescript({
    tsconfig: resolve(root, 'tsconfig.json'),
    noEmitOnError: false,
    // Type checking is `npm run typecheck`'s job; skipping it here keeps builds fast.
    noCheck: true,
    declaration: declarations,
    declarationDir: declarations ? `${out}/types` : undefined,
    outDir: out,
    sourceMap: true,
    inlineSources: true,
  }),
  // Our code and the libraries compiled to the support floor (docs/getting-started.md#supported-browsers).
  compileToFloor(floor),
];

const silence = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.message.includes('node_modules')) return;
  if (warning.code === 'PLUGIN_WARNING' && warning.plugin === 'typescript') return; // tsc reports these
  warn(warning);
};

/**
 * Once the script is written: prints its SRI hash for `<script integrity>`, writes it beside the
 * file (`atrium.umd.js.sri`, shipped in the package: npm users never run this build), and copies
 * the script as `atrium.umd.cjs` — the same bytes under an extension no loader reads as an ES
 * module (package.json `require`/`default` conditions; docs/getting-started.md#commonjs).
 */
const integrity = () => ({
  name: 'atrium-integrity',
  writeBundle(options) {
    const hash = createHash('sha384').update(readFileSync(options.file)).digest('base64');
    writeFileSync(`${options.file}.sri`, `sha384-${hash}\n`);
    copyFileSync(options.file, options.file.replace(/\.js$/, '.cjs'));
    console.log(`${options.file}  integrity="sha384-${hash}"`);
  },
});

/**
 * Server Components frameworks (Next.js App Router) import `atrium-sdk/react` only as a client
 * module: the directive must be the built file's first line (rollup drops module directives).
 */
const useClient = "'use client';";

/** Copies files next to the bundle once it is written (the hand-written global declaration). */
const copy = (pairs) => ({
  name: 'atrium-copy',
  writeBundle() {
    for (const [from, to] of pairs) copyFileSync(resolve(root, from), resolve(root, to));
  },
});

export default [
  {
    input: resolve(root, 'src/umd.ts'),
    plugins: plugins({ declarations: false }),
    onwarn: silence,
    output: {
      file: `${out}/atrium.umd.js`,
      format: 'umd',
      name: 'Atrium',
      exports: 'default',
      sourcemap: true,
      // The SDK's dialogs are a dynamic import (ui/choose.ts) so bundlers split them off for
      // `ui: 'host'` apps; the script stays one file with everything in it.
      inlineDynamicImports: true,
      plugins: [
        terser({
          ecma: 2020,
          compress: { passes: 3, pure_getters: true },
          format: { comments: false },
        }),
        eagerFactory(),
        integrity(),
      ],
    },
  },
  {
    // The ES module build keeps one file per module (dist/atrium.esm.js is the entry, the rest in
    // dist/esm/), so bundlers drop whole modules a user does not import. It inlines no library:
    // `import … from 'preact'` and the rest stay imports of the installed dependencies, which the
    // app's bundler resolves and dedupes with the app's own copies (docs/architecture.md#build).
    input: resolve(root, 'src/index.ts'),
    external: isDependency,
    plugins: plugins({ declarations: true }),
    onwarn: silence,
    // Same promise as package.json `sideEffects`: no module of ours needs importing for its
    // top-level work alone (each one that is needed is imported for a binding), nor does a library
    // we import from. Without this, rollup writes bare `import 'preact'` lines that keep modules
    // in a bundle nobody uses.
    treeshake: { moduleSideEffects: (id) => /[\\/]src[\\/]umd\.ts$/.test(id) },
    output: {
      dir: out,
      format: 'es',
      sourcemap: true,
      preserveModules: true,
      preserveModulesRoot: resolve(root, 'src'),
      entryFileNames: (chunk) => (chunk.isEntry ? 'atrium.esm.js' : 'esm/[name].js'),
      // `atrium-sdk/global`: the script's `Atrium` global typed as the module (types/global.d.ts).
      plugins: [
        copy([['types/global.d.ts', `${out}/types/global.d.ts`]]),
        // dist/atrium.csp.json: the sha256 hashes of the SDK's own <style> elements (docs/csp.md).
        { name: 'atrium-csp-hashes', writeBundle: () => writeCspHashes(root, out) },
      ],
    },
  },
  {
    // `atrium-sdk/testing`: the QA kit (a Playwright fixture), Node-side, never in the script.
    input: resolve(root, 'testing/index.ts'),
    external: (id) => id.startsWith('node:') || id === '@playwright/test',
    onwarn: silence,
    plugins: [
      typescript({
        tsconfig: resolve(root, 'testing/tsconfig.json'),
        noEmitOnError: false,
        noCheck: true,
        declaration: true,
        declarationDir: `${out}/testing`,
        outDir: `${out}/testing`,
        sourceMap: false,
      }),
    ],
    // The kit in CommonJS too: a `"type": "commonjs"` project's Playwright config and tests
    // `require()` it (package.json `./testing` → `require`).
    output: [
      { file: `${out}/testing/index.js`, format: 'es' },
      { file: `${out}/testing/index.cjs`, format: 'cjs' },
    ],
  },
  {
    // `atrium-sdk/react`: the React binding (react/, docs/react.md). It imports the SDK by its
    // package name and the host's React: both stay imports, never bundled. Then the shipped demo
    // host and the React page's app (demo-host/build.mjs), which need this build in place.
    input: resolve(root, 'react/index.ts'),
    external: (id) => /^(atrium-sdk|react|react-dom)(\/|$)/.test(id),
    onwarn: silence,
    plugins: [
      typescript({
        tsconfig: resolve(root, 'react/tsconfig.json'),
        noEmitOnError: false,
        noCheck: true,
        declaration: true,
        declarationDir: `${out}/react`,
        outDir: `${out}/react`,
        sourceMap: true,
        inlineSources: true,
        // The emitted file sits one folder deeper than its source (dist/react/ beside react/): named
        // from an absolute root, the map's sources are react/*.ts, not a folder above the package.
        sourceRoot: resolve(root, 'react'),
      }),
      compileToFloor(floor),
      {
        name: 'atrium-demo-host',
        // Once, after the ES module output (the CommonJS one is written beside it).
        writeBundle: (options) => (options.format === 'es' ? buildDemoHost(root, out) : undefined),
      },
      {
        // Last, after the CommonJS output: every browser-side file written, none may break the
        // support floor (scripts/check-floor.mjs).
        name: 'atrium-floor-check',
        writeBundle(options) {
          if (options.format !== 'cjs') return;
          const problems = checkFloor(resolve(root, out));
          if (problems.length) this.error(`the build breaks the support floor:\n  ${problems.join('\n  ')}`);
        },
      },
    ],
    output: [
      { file: `${out}/react/index.js`, format: 'es', sourcemap: true, banner: useClient },
      // `require('atrium-sdk/react')` (a CommonJS server or test); it requires the SDK's script
      // build (package.json `.` → `require`).
      { file: `${out}/react/index.cjs`, format: 'cjs', sourcemap: true, banner: useClient },
    ],
  },
];
