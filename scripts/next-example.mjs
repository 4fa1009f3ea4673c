// The Next.js example (examples/next-app/, `npm test`'s second wave): the packed package as an
// App Router app installs it, built with `next build` (docs/react.md#nextjs-app-router). Checks:
//   - the build succeeds: a Server Component page renders <AtriumComponent> from
//     `atrium-sdk/react` directly and through a client wrapper, the provider in the root layout;
//   - the prerendered HTML holds the provider's children and the component's div (the binding
//     renders on the server and runs init() only in the browser);
//   - `atrium-sdk/react` is a client reference of the page (its 'use client'), and the route that
//     embeds nothing (/plain) ships none of the SDK's code.
// Skipped (exit 0, with the reason printed) only when the npm registry cannot be reached. The
// install is cached: it is redone only when the tarball's hash or the example's package.json
// changed (examples/next-app/.atrium/installed.sha256).
// Usage: node scripts/next-example.mjs (after `npm run build`).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const app = join(root, 'examples', 'next-app');
const cache = join(app, '.atrium');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const secs = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
let failed = false;
const fail = (message) => {
  console.error(`next example: ${message}`);
  failed = true;
};

// 0. The registry: without it nothing can be installed (a sandbox, an offline machine).
const ping = spawnSync(npm, ['ping', '--fetch-timeout=15000', '--fetch-retries=0'], {
  encoding: 'utf8',
  timeout: 30_000,
});
if (ping.status !== 0) {
  const why = (ping.stderr || ping.error?.message || `exit ${ping.status}`)
    .trim()
    .split('\n')
    .slice(-2)
    .join(' ');
  console.log(`next example: SKIPPED — the npm registry cannot be reached (npm ping: ${why})`);
  process.exit(0);
}

// 1. The tarball, where the example's package.json points (file:.atrium/atrium-sdk.tgz).
mkdirSync(cache, { recursive: true });
const packed = JSON.parse(
  execFileSync(npm, ['pack', '--json', '--pack-destination', cache], { cwd: root, encoding: 'utf8' }),
)[0];
const tarball = join(cache, 'atrium-sdk.tgz');
renameSync(join(cache, packed.filename), tarball);
const hash = createHash('sha256')
  .update(readFileSync(tarball))
  .update(readFileSync(join(app, 'package.json')))
  .digest('hex');
const stamp = join(cache, 'installed.sha256');
const installed =
  existsSync(stamp) && readFileSync(stamp, 'utf8') === hash && existsSync(join(app, 'node_modules', 'next'));

// 2. The install (only when the tarball or the example's dependencies changed).
if (installed) {
  console.log(`next example: the install is current (tarball ${hash.slice(0, 12)}), reused`);
} else {
  rmSync(join(app, 'node_modules', 'atrium-sdk'), { recursive: true, force: true });
  const install = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    encoding: 'utf8',
  });
  if (install.status !== 0) {
    console.error(`next example: npm install failed:\n${install.stdout}${install.stderr}`);
    process.exit(1);
  }
  writeFileSync(stamp, hash);
  console.log(`next example: installed (${secs()})`);
}

// 3. next build.
rmSync(join(app, '.next'), { recursive: true, force: true });
const build = spawnSync(
  process.execPath,
  [join(app, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'],
  {
    cwd: app,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  },
);
const log = `${build.stdout}${build.stderr}`;
if (build.status !== 0) {
  console.error(`next example: next build failed:\n${log}`);
  process.exit(1);
}
console.log(`next example: next build passed (${secs()})`);
for (const route of ['/', '/lazy', '/plain']) {
  if (!new RegExp(`[│├└┌]\\s+[○ƒ●]\\s+${route.replace('/', '\\/')}\\s*$`, 'm').test(log)) {
    fail(`next build lists no route ${route}:\n${log}`);
  }
}

// 4. What it built.
const server = join(app, '.next', 'server', 'app');
const html = readFileSync(join(server, 'index.html'), 'utf8');
if (!html.includes('data-atrium-component="demoLib.Hello"')) {
  fail('the prerendered page has no <AtriumComponent> div (data-atrium-component="demoLib.Hello")');
}
if (!html.includes('<h1>Customers</h1>')) fail("the prerendered page lacks the provider's children");
const manifest = readFileSync(join(server, 'page_client-reference-manifest.js'), 'utf8');
if (!/atrium-sdk[\\/]+dist[\\/]+react[\\/]+index\.js/.test(manifest)) {
  fail("atrium-sdk/react is not a client reference of the Server Component page (its 'use client')");
}
// The route that embeds nothing: its own chunks hold none of the SDK (the layout's provider is
// shared by every route; docs/react.md shows how to keep it off routes that never embed).
const plain = readFileSync(join(server, 'plain', 'page_client-reference-manifest.js'), 'utf8');
const chunks = join(app, '.next', 'static', 'chunks');
const sdkChunks = readdirSync(chunks, { recursive: true })
  .filter((f) => String(f).endsWith('.js'))
  .filter((f) => readFileSync(join(chunks, String(f)), 'utf8').includes('atrium-upgrade-dialog'));
if (!sdkChunks.length) fail("no client chunk holds the SDK's code (atrium-upgrade-dialog)");
const plainOwn = [...plain.matchAll(/"(static\/chunks\/[^"]+\.js)"/g)].map((m) => m[1]);
const leaked = sdkChunks.filter((f) => plainOwn.includes(`static/chunks/${String(f).replaceAll('\\', '/')}`));
console.log(
  `next example: ${sdkChunks.length} client chunk(s) hold the SDK; /plain's own chunks: ${plainOwn.length} (${leaked.length} with the SDK)`,
);

console.log(`next example: ${failed ? 'FAILED' : 'passed'} (${secs()})`);
process.exit(failed ? 1 : 0);
