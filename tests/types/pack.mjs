// The packed package, installed as an app installs it (part of the type test, `npm test`):
// `npm pack` → a temporary project → `npm install --offline <tarball>` (npm's cache; when the
// cache lacks a dependency, the tarball is unpacked into node_modules with links to this
// repository's dependencies instead, and the bin linked as npm links it). Then:
//   - the tarball holds dist/ and the guides (docs/) only, with the React binding, the demo host,
//     no sources and no library copied in (the ES module build imports them: docs/architecture.md#build);
//     every link of its README and guides leads to a packed file and heading;
//   - an app that imports the SDK and preact bundles one preact, shared (pack-checks.mjs);
//   - `atrium-demo-host --port N` (node_modules/.bin) starts and serves the SDK and its pages (the
//     ES module page's import map too), and the installed kit's demoHostServer() command starts it;
//   - `import 'atrium-sdk/react'` resolves in Node (with the app's own react), and the SDK and the
//     binding type-check in tsc (declarations checked too), typed against the app's registry;
//   - in a CommonJS project `require()` gives the SDK, the binding and the kit, and a Playwright
//     project runs the kit; 'use client' heads the binding; the SRI file matches (pack-commonjs.mjs).
// Usage: node tests/types/pack.mjs (after `npm run build`).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleApp, deadLinks } from './pack-checks.mjs';
import { checkCommonJs } from './pack-commonjs.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const fail = (message) => {
  console.error(`pack test: ${message}`);
  process.exitCode = 1;
};
const work = mkdtempSync(join(tmpdir(), 'atrium-pack-'));
const children = [];
/** Children started in their own process group (a shell and what it runs). */
const leaders = new WeakSet();
try {
  // 1. The tarball, and what it holds.
  const packed = JSON.parse(
    execFileSync(npm, ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' }),
  )[0];
  const files = packed.files.map((f) => f.path);
  for (const must of [
    'package.json',
    'dist/atrium.umd.js',
    'dist/atrium.esm.js',
    'dist/react/index.js',
    'dist/react/index.cjs',
    'dist/react/index.d.ts',
    'dist/testing/index.cjs',
    'dist/atrium.umd.cjs',
    'dist/atrium.umd.js.sri',
    'dist/atrium.csp.json',
    'dist/testing/index.js',
    'dist/demo-host/cli.js',
    'dist/demo-host/pages/react/index.html',
    'dist/react-demo/app.js',
  ]) {
    if (!files.includes(must)) fail(`the tarball has no ${must}`);
  }
  const stray = files.filter(
    (f) => f !== 'package.json' && f !== 'README.md' && !f.startsWith('dist/') && !f.startsWith('docs/'),
  );
  if (stray.length) fail(`the tarball holds files outside dist/ and docs/: ${stray.join(', ')}`);
  if (files.some((f) => /\.(ts|tsx)$/.test(f) && !f.endsWith('.d.ts')))
    fail('the tarball holds TypeScript sources');
  const copied = files.filter((f) => f.includes('node_modules/'));
  if (copied.length) fail(`the tarball holds copies of libraries: ${copied.slice(0, 5).join(', ')}…`);
  const tarball = join(work, packed.filename);

  // 2. An app that installs it.
  const app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  const install = spawnSync(
    npm,
    ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error', tarball],
    { cwd: app, encoding: 'utf8' },
  );
  const modules = join(app, 'node_modules');
  if (install.status !== 0) {
    console.log('pack test: npm install --offline could not install every dependency; unpacking the tarball');
    rmSync(modules, { recursive: true, force: true });
    mkdirSync(join(modules, 'atrium-sdk'), { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', join(modules, 'atrium-sdk'), '--strip-components=1']);
    for (const dep of Object.keys(pkg.dependencies ?? {})) {
      symlinkSync(join(root, 'node_modules', dep), join(modules, dep), 'junction');
    }
    mkdirSync(join(modules, '.bin'));
    symlinkSync('../atrium-sdk/dist/demo-host/cli.js', join(modules, '.bin', 'atrium-demo-host'));
  }
  // The app's own React (the binding's peer) and the tools of the type check.
  for (const dep of ['react', '@types/react', '@types/node']) {
    mkdirSync(join(modules, dep, '..'), { recursive: true });
    symlinkSync(join(root, 'node_modules', dep), join(modules, dep), 'junction');
  }

  // 2b. What it installed: the guides' links, and one preact for the SDK and the app.
  const installed = join(modules, 'atrium-sdk');
  const links = await deadLinks(installed, files);
  if (links.pages < 2) fail(`the tarball has ${links.pages} guide pages`);
  if (links.dead.length) fail(`links that lead nowhere in the tarball:\n  ${links.dead.join('\n  ')}`);
  if (install.status === 0) {
    const tree = spawnSync(npm, ['ls', 'preact', '--all', '--parseable'], { cwd: app, encoding: 'utf8' });
    const copies = tree.stdout.split('\n').filter((line) => line.endsWith('preact'));
    if (copies.length !== 1) fail(`the app installed preact ${copies.length} times:\n${tree.stdout}`);
  }
  const bundled = await bundleApp(app);
  if (bundled.preactCores.length !== 1 || !bundled.printed.oneReact) {
    fail(`the app bundles preact ${bundled.preactCores.length} times: ${bundled.preactCores.join(', ')}`);
  }
  if (bundled.printed.n !== '1.234,50') fail(`the bundled app printed ${JSON.stringify(bundled.printed)}`);
  const inside = bundled.packages.filter(
    (f) => f.includes('atrium-sdk') && f.includes('node_modules', f.indexOf('atrium-sdk')),
  );
  if (inside.length) fail(`the app bundles libraries from inside the SDK: ${inside.join(', ')}`);

  // 3. `import 'atrium-sdk/react'` in Node.
  const names = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "console.log(Object.keys(await import('atrium-sdk/react')).sort().join(','))",
    ],
    { cwd: app, encoding: 'utf8' },
  ).trim();
  const expected = 'AtriumComponent,AtriumProvider,useAtrium,useAtriumEvent,useAtriumFunction';
  if (names !== expected) fail(`atrium-sdk/react exports ${names}, expected ${expected}`);

  // 4. …and in tsc, typed against the app's registry; the SDK's own declarations (with the
  // libraries' types they import) checked too (no skipLibCheck).
  writeFileSync(
    join(app, 'sdk.ts'),
    `import { formatNumber, init, React, type SdkError } from 'atrium-sdk';
export const Hello: React.FunctionComponent<{ name: string }> = ({ name }) => React.createElement('b', null, name);
export const ready: Promise<void> = init({ apiDomain: 'https://api.example.com' });
export const text: string = formatNumber(1, { decimals: 2 });
export const code = (e: SdkError): string => e.code;
`,
  );
  writeFileSync(
    join(app, 'app.tsx'),
    `import { AtriumComponent, AtriumProvider, useAtriumFunction } from 'atrium-sdk/react';
declare module 'atrium-sdk' {
  interface AtriumComponents { 'demoLib.Hello': { name: string } }
  interface AtriumFunctions { 'demoLib.sum': (...n: number[]) => number }
}
export function App() {
  const sum = useAtriumFunction('demoLib.sum');
  const total: Promise<number> = sum(1, 2);
  // @ts-expect-error a string is no number
  void sum('1');
  void total;
  return (
    <AtriumProvider config={{ apiDomain: 'https://api.example.com' }}>
      <AtriumComponent name="demoLib.Hello" props={{ name: 'Ada' }} />
      {/* @ts-expect-error misspelt prop */}
      <AtriumComponent name="demoLib.Hello" props={{ nmae: 'Ada' }} />
    </AtriumProvider>
  );
}
`,
  );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2020',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        lib: ['ES2022', 'DOM'],
        types: [],
      },
      include: ['app.tsx', 'sdk.ts'],
    }),
  );
  const tsc = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', app],
    {
      encoding: 'utf8',
    },
  );
  if (tsc.status !== 0) fail(`tsc in the app failed:\n${tsc.stdout}${tsc.stderr}`);

  // 5. `npx atrium-demo-host --port N` from node_modules/.bin.
  const port = 20000 + Math.floor(Math.random() * 20000);
  const bin = await serve(
    spawn(join(modules, '.bin', 'atrium-demo-host'), ['--port', String(port)], { cwd: app }),
    port,
  );
  if (bin.up) {
    for (const path of ['/dist/atrium.umd.js', '/pages/react/index.html', '/dist/react-demo/app.js', '/']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      if (!res.ok) fail(`the shipped demo host answered ${res.status} to ${path}`);
    }
    // The ES module page loads the build without a bundler: its import map's files are served.
    const page = await (await fetch(`http://127.0.0.1:${port}/pages/embed/esm.html`)).text();
    const map = /<script type="importmap">([\s\S]*?)<\/script>/.exec(page);
    const targets = Object.values(map ? JSON.parse(map[1]).imports : {});
    if (!targets.length) fail('the ES module page has no import map');
    for (const path of targets) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      if (!res.ok) fail(`the shipped demo host answered ${res.status} to ${path} (the import map)`);
    }
    const second = await answers(`http://127.0.0.1:${port + 1}/__demo/state`);
    if (!second) fail('the shipped demo host has no second origin (port + 1)');
    if (!bin.output().includes(`Atrium demo host: http://127.0.0.1:${port}/`)) {
      fail(`unexpected banner: ${bin.output()}`);
    }
  }
  bin.stop();

  // 6. The installed kit starts that host: demoHostServer()'s command, as Playwright's webServer runs it.
  symlinkSync(join(root, 'node_modules', '@playwright'), join(modules, '@playwright'), 'junction');
  const kitPort = port + 2;
  const command = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const kit = await import('atrium-sdk/testing'); console.log(kit.demoHostServer({ port: ${kitPort} }).command)`,
    ],
    { cwd: app, encoding: 'utf8' },
  ).trim();
  if (!command.includes('node_modules/atrium-sdk/dist/demo-host/cli.js')) {
    fail(`demoHostServer() does not start the installed host: ${command}`);
  }
  // Its own process group: stop() ends the shell and the host it started.
  const shell = spawn(command, { cwd: app, shell: true, detached: true });
  leaders.add(shell);
  const kit = await serve(shell, kitPort);
  kit.stop();

  // 7. A CommonJS project: require() in Node, a Playwright project on the kit (pack-commonjs.mjs).
  checkCommonJs({ root, work, modules, fail });

  if (!process.exitCode) console.log(`pack test: ${packed.filename} (${files.length} files) installs clean`);
} finally {
  for (const child of children) stop(child);
  rmSync(work, { recursive: true, force: true });
}

/** Ends a child this test started (with its process group when it leads one). */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (child.pid && leaders.has(child)) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

async function answers(url) {
  // The control plane wants the run's token (401 without): any answer means the host is up.
  return fetch(url).then(
    (r) => r.ok || r.status === 401,
    () => false,
  );
}

/** Waits (30 s at most) until the demo host `child` listens on `port`, then checks it answers. */
async function serve(child, port) {
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  // The host prints its banner once both origins listen: wait for that line (or the process's
  // end, or 30 s at the most), then ask it once.
  const listening = await new Promise((resolve) => {
    const giveUp = setTimeout(() => resolve(false), 30_000);
    const done = (value) => {
      clearTimeout(giveUp);
      resolve(value);
    };
    const banner = () => {
      if (output.includes(`Atrium demo host: http://127.0.0.1:${port}/`)) done(true);
    };
    child.stdout?.on('data', banner);
    child.stderr?.on('data', banner);
    child.on('exit', () => done(false));
  });
  const up = listening && (await answers(`http://127.0.0.1:${port}/__demo/state`));
  if (!up) fail(`the demo host did not answer on port ${port}:\n${output}`);
  return { up, output: () => output, stop: () => stop(child) };
}
