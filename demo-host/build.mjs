// Builds what the package ships of the demo host (called by rollup.config.mjs after the React
// binding is written), into `<out>/`:
//   demo-host/   the server as plain JS (express inside; `npx atrium-demo-host`, docs/testing.md),
//                with its pages and the sample platform files;
//   react-demo/  the React page's app (demo-host/pages/react/app.tsx), bundled with React
//                (development build: React.StrictMode double-mounts) against the package's
//                ES module build and `atrium-sdk/react`, exactly as an app's bundler would.
import { copyFileSync, cpSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;

/** Files of demo-host/ the built server never reads. */
const SOURCE_ONLY = /\.(ts|tsx|mjs)$/;

export async function buildDemoHost(root, out) {
  const target = join(root, out, 'demo-host');
  rmSync(target, { recursive: true, force: true });
  const entries = [
    join(here, 'cli.ts'),
    join(here, 'server.ts'),
    ...readdirSync(join(here, 'routes'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(here, 'routes', f)),
  ];
  await build({
    entryPoints: entries,
    outdir: target,
    outbase: here,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    // express is CommonJS: its require() calls need a require in the ES module output.
    banner: {
      js: "import { createRequire as __atriumRequire } from 'node:module';\nconst require = __atriumRequire(import.meta.url);",
    },
    // Chunks sit beside server.js: server.ts finds pages/ and public/ next to its own file.
    chunkNames: '[name]-[hash]',
    minify: true,
  });
  for (const dir of ['pages', 'public']) {
    cpSync(join(here, dir), join(target, dir), {
      recursive: true,
      filter: (src) => !SOURCE_ONLY.test(src),
    });
  }
  rmSync(join(root, out, 'react-demo'), { recursive: true, force: true });
  await buildReactDemo(root, out);
}

/** The React page's app, resolving `atrium-sdk` and `atrium-sdk/react` through package.json exports. */
async function buildReactDemo(root, out) {
  // As installed: node_modules/atrium-sdk holds package.json, and its dist/ is this build (`out`).
  const modules = join(root, out, '.resolve', 'node_modules');
  const pkg = join(modules, 'atrium-sdk');
  mkdirSync(pkg, { recursive: true });
  copyFileSync(join(root, 'package.json'), join(pkg, 'package.json'));
  symlinkSync(join(root, out), join(pkg, 'dist'), 'junction');
  try {
    await build({
      entryPoints: [join(here, 'pages', 'react', 'app.tsx')],
      outfile: join(root, out, 'react-demo', 'app.js'),
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2020',
      jsx: 'automatic',
      jsxImportSource: 'react',
      nodePaths: [modules],
      define: { 'process.env.NODE_ENV': '"development"' },
      // Minified but React's development build (its StrictMode checks): small enough to ship.
      minify: true,
      logLevel: 'warning',
    });
  } finally {
    rmSync(join(root, out, '.resolve'), { recursive: true, force: true });
  }
}
