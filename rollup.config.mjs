// `npm run build` (`rollup -c`): the artifacts of API.md §1, plus the on-demand part of the
// script build.
//
// The script build is split in two so the first download stays inside its gzip budget
// (DESIGN: "load rarely used parts on demand"): `atrium.umd.js` holds everything that must
// answer synchronously, and `atrium.async.js` holds capabilities whose public API is
// asynchronous anyway (src/lazy/index.ts names them). The on-demand file does not carry its
// own copies of shared modules: every module the main script already has is taken from it at
// run time through `Atrium.__core`, so there is one store, one event bus, one preact.
// The ES module build inlines everything (bundlers split it themselves).
//
// Type errors do not stop the bundle (`npm run typecheck` reports them).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rollup } from 'rollup';

const root = import.meta.dirname;
// ATRIUM_OUT lets parallel work build into separate folders (the demo host serves the same one).
const out = process.env.ATRIUM_OUT || 'dist';
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
const LAZY_ENTRY = resolve(root, 'src/lazy/index.ts');
const REGISTRY_ID = '\0atrium-core-registry';

const basePlugins = ({ split, declarations }) => [
  replace({
    preventAssignment: true,
    values: {
      __ATRIUM_VERSION__: JSON.stringify(pkg.version),
      __ATRIUM_SPLIT__: JSON.stringify(split),
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
    inlineSources: false,
  }),
];

// No property mangling (web-vitals mangles `_`-prefixed ones): the two script files share
// objects, and each file would mangle the same property to a different name.
const minify = () =>
  terser({
    ecma: 2020,
    compress: { passes: 3, pure_getters: true },
    format: { comments: false },
  });

const silence = (warning, warn) => {
  if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.message.includes('node_modules')) return;
  if (warning.code === 'PLUGIN_WARNING' && warning.plugin === 'typescript') return; // tsc reports these
  warn(warning);
};

/** Main script: the on-demand entry stays out (loaded at run time), the core registry goes in. */
function splitBoundary(coreIds) {
  return {
    name: 'atrium-split-boundary',
    async resolveDynamicImport(specifier, importer) {
      if (typeof specifier !== 'string') return null;
      const r = await this.resolve(specifier, importer, { skipSelf: true });
      return r?.id === LAZY_ENTRY ? false : null;
    },
    resolveId(source) {
      return source === 'atrium:core-registry' ? REGISTRY_ID : null;
    },
    load(id) {
      if (id !== REGISTRY_ID) return null;
      const ids = [...coreIds];
      const imports = ids.map((m, i) => `import * as m${i} from ${JSON.stringify(m)};`).join('\n');
      return `${imports}\nexport default { ${ids.map((_, i) => `m${i}`).join(', ')} };`;
    },
  };
}

/** On-demand script: every module the main script has is external, read from Atrium.__core. */
function externalizeCore(mainIds, used, aliases) {
  return {
    name: 'atrium-externalize-core',
    async resolveId(source, importer) {
      if (!importer) return null;
      const r = await this.resolve(source, importer, { skipSelf: true });
      if (r && !r.external && mainIds.has(r.id)) {
        used.add(r.id);
        // Rollup may hand `globals` the bare specifier instead of the resolved id.
        if (!source.startsWith('.') && !source.startsWith('/')) aliases.set(source, r.id);
        return { id: r.id, external: true };
      }
      return null;
    },
  };
}

/** Ids of the modules that still have code in a built main script. */
async function renderedIds(bundle) {
  const { output } = await bundle.generate({ format: 'es' });
  return new Set(
    Object.entries(output[0].modules)
      .filter(([id, m]) => !id.startsWith('\0') && m.renderedLength > 0)
      .map(([id]) => id),
  );
}

const mainInput = (core, cache) =>
  rollup({
    input: resolve(root, 'src/umd.ts'),
    cache,
    plugins: [splitBoundary(core), ...basePlugins({ split: true, declarations: false })],
    onwarn: silence,
  });

/**
 * Works out which modules the two script files share (building the main script, then the
 * on-demand one against it, until no module is in both), then hands rollup the three builds.
 */
export default async function config() {
  const started = Date.now();
  // 1. The main script's module graph (with an empty registry). Only modules with code left
  //    after tree-shaking count: sharing one the main script shook out would pull it back in.
  let main = await mainInput([]);
  if (main.cache.modules.some((m) => m.id === LAZY_ENTRY)) {
    throw new Error('src/lazy/index.ts must only be imported dynamically');
  }
  let mainIds = await renderedIds(main);

  // 2. The on-demand script takes every module the main one has from it; exposing those
  //    modules' namespaces can keep more code in the main script, so repeat until no module
  //    is in both.
  let lazy;
  let core = [];
  for (let round = 0; ; round++) {
    const used = new Set();
    lazy = await rollup({
      input: LAZY_ENTRY,
      plugins: [
        externalizeCore(mainIds, used, new Map()),
        ...basePlugins({ split: true, declarations: false }),
      ],
      onwarn: silence,
    });
    core = [...used].sort();
    main = await mainInput(core, main.cache);
    const rendered = await renderedIds(main);
    const duplicated = lazy.cache.modules.map((m) => m.id).filter((id) => rendered.has(id) && !used.has(id));
    if (duplicated.length === 0) break;
    if (round === 4) throw new Error(`modules in both scripts: ${duplicated.join(', ')}`);
    mainIds = new Set([...mainIds, ...rendered]);
  }

  const index = new Map(core.map((id, i) => [id, i]));
  const aliases = new Map();
  const rel = (id) => relative(root, id);
  const onDemand = lazy.cache.modules.map((m) => m.id).filter((id) => !id.startsWith('\0') && !index.has(id));
  console.log(
    `split: ${onDemand.length} modules on demand (atrium.async.js), ${core.length} shared through Atrium.__core ` +
      `(${((Date.now() - started) / 1000).toFixed(1)}s)`,
  );
  if (process.env.ATRIUM_BUILD_VERBOSE) {
    console.log(`shared:\n  ${core.map(rel).join('\n  ')}`);
    console.log(`on demand:\n  ${onDemand.map(rel).join('\n  ')}`);
  }

  return [
    {
      input: LAZY_ENTRY,
      plugins: [
        externalizeCore(mainIds, new Set(), aliases),
        ...basePlugins({ split: true, declarations: false }),
      ],
      onwarn: silence,
      output: {
        file: `${out}/atrium.async.js`,
        format: 'iife',
        name: 'Atrium.__lazy',
        extend: true,
        sourcemap: true,
        globals: (id) => {
          if (id === 'Atrium') return id; // the output namespace itself
          // Rollup may hand `globals` a package specifier instead of the resolved id.
          const resolved =
            aliases.get(id) ?? core.find((c) => c === id || c.includes(`/node_modules/${id}/`));
          const i = index.get(resolved);
          if (i === undefined) throw new Error(`atrium.async.js: no shared module for ${id}`);
          return `Atrium.__core.m${i}`;
        },
        plugins: [minify()],
      },
    },
    {
      input: resolve(root, 'src/umd.ts'),
      plugins: [splitBoundary(core), ...basePlugins({ split: true, declarations: false })],
      onwarn: silence,
      output: {
        file: `${out}/atrium.umd.js`,
        format: 'umd',
        name: 'Atrium',
        exports: 'default',
        sourcemap: true,
        plugins: [minify()],
      },
    },
    {
      // The ES module build: one file, everything inlined.
      input: resolve(root, 'src/index.ts'),
      plugins: basePlugins({ split: false, declarations: true }),
      onwarn: silence,
      output: { file: `${out}/atrium.esm.js`, format: 'es', sourcemap: true, inlineDynamicImports: true },
    },
  ];
}
