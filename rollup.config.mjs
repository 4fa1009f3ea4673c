// Builds the three artifacts of API.md §1. Type errors do not stop the bundle (tsc checks
// them in `npm run typecheck`), so one unfinished module never blocks the others' e2e runs.
import { readFileSync } from 'node:fs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';

// ATRIUM_OUT lets parallel work build into separate folders (the demo host serves the same one).
const out = process.env.ATRIUM_OUT || 'dist';
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const plugins = (declarations) => [
  replace({
    preventAssignment: true,
    values: {
      __ATRIUM_VERSION__: JSON.stringify(pkg.version),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
  }),
  nodeResolve({ browser: true }),
  typescript({
    tsconfig: './tsconfig.json',
    noEmitOnError: false,
    declaration: declarations,
    declarationDir: declarations ? `${out}/types` : undefined,
    outDir: out,
    sourceMap: true,
    inlineSources: false,
  }),
];

// web-vitals mangles `_`-prefixed private properties; so do we.
const minify = terser({
  ecma: 2020,
  module: false,
  compress: { passes: 2, pure_getters: true },
  mangle: { properties: { regex: /^_[a-z]/ } },
  format: { comments: false },
});

export default [
  {
    input: 'src/umd.ts',
    output: {
      file: `${out}/atrium.umd.js`,
      format: 'umd',
      name: 'Atrium',
      sourcemap: true,
      exports: 'default',
      plugins: [minify],
    },
    plugins: plugins(false),
  },
  {
    input: 'src/index.ts',
    output: { file: `${out}/atrium.esm.js`, format: 'es', sourcemap: true },
    plugins: plugins(true),
  },
];
