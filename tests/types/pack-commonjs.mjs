// The packed package in a CommonJS project (part of pack.mjs): what `create-next-app` and many
// QA repositories are. In a folder with `"type": "commonjs"` sharing the installed app's
// node_modules:
//   - `require('atrium-sdk')` in Node gives the API (init rejects UNSUPPORTED_ENVIRONMENT: no page)
//     and sets no global; `require('atrium-sdk/react')` and `require('atrium-sdk/testing')` load;
//   - a Playwright project (CommonJS config and test) runs the kit's fixture against the shipped
//     demo host: `require('atrium-sdk/testing')`, `demoHostServer()`, `demo.reset`, `demo.log`.
// And in the tarball: `'use client'` heads dist/react/index.js, the SRI file matches the script.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Runs the checks; `fail(message)` records a failure. */
export function checkCommonJs({ root, work, modules, fail }) {
  const installed = join(modules, 'atrium-sdk');
  const react = readFileSync(join(installed, 'dist', 'react', 'index.js'), 'utf8');
  if (!react.startsWith("'use client';")) fail("dist/react/index.js does not start with 'use client'");
  if (!readFileSync(join(installed, 'dist', 'react', 'index.cjs'), 'utf8').startsWith("'use client';")) {
    fail("dist/react/index.cjs does not start with 'use client'");
  }
  const script = readFileSync(join(installed, 'dist', 'atrium.umd.js'));
  const sri = `sha384-${createHash('sha384').update(script).digest('base64')}`;
  if (readFileSync(join(installed, 'dist', 'atrium.umd.js.sri'), 'utf8').trim() !== sri) {
    fail('dist/atrium.umd.js.sri is not the hash of dist/atrium.umd.js');
  }
  const csp = JSON.parse(readFileSync(join(installed, 'dist', 'atrium.csp.json'), 'utf8'));
  if (csp.script?.integrity !== sri || !csp.styleSrc?.length) fail('dist/atrium.csp.json lacks the hashes');

  const cjs = join(work, 'cjs');
  mkdirSync(cjs);
  writeFileSync(
    join(cjs, 'package.json'),
    JSON.stringify({ name: 'cjs-app', private: true, type: 'commonjs' }),
  );
  symlinkSync(modules, join(cjs, 'node_modules'), 'junction');

  // `require` in Node.
  const probe = `
const sdk = require('atrium-sdk');
const out = { keys: Object.keys(sdk).length, init: typeof sdk.init, global: typeof globalThis.Atrium };
out.react = Object.keys(require('atrium-sdk/react')).sort().join(',');
out.testing = typeof require('atrium-sdk/testing').test;
out.sri = require.resolve('atrium-sdk/atrium.umd.js.sri').endsWith('atrium.umd.js.sri');
sdk.init({ apiDomain: 'https://api.example.com' }).then(
  () => console.log(JSON.stringify({ ...out, code: 'resolved' })),
  (e) => console.log(JSON.stringify({ ...out, code: e.code })),
);`;
  const seen = JSON.parse(
    execFileSync(process.execPath, ['-e', probe], { cwd: cjs, encoding: 'utf8' }).trim().split('\n').pop(),
  );
  const want = {
    init: 'function',
    global: 'undefined',
    react: 'AtriumComponent,AtriumProvider,useAtrium,useAtriumEvent,useAtriumFunction',
    testing: 'function',
    sri: true,
    code: 'UNSUPPORTED_ENVIRONMENT',
  };
  for (const [key, value] of Object.entries(want)) {
    if (seen[key] !== value)
      fail(`require() in a CommonJS project: ${key} is ${seen[key]}, expected ${value}`);
  }
  if (seen.keys < 50) fail(`require('atrium-sdk') gave ${seen.keys} exports`);

  // A Playwright project in CommonJS on the kit.
  const port = 20000 + Math.floor(Math.random() * 20000);
  const chromium =
    process.env.CHROMIUM_PATH ||
    ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ||
    '';
  writeFileSync(
    join(cjs, 'playwright.config.js'),
    `const { defineConfig } = require('@playwright/test');
const { demoHostServer } = require('atrium-sdk/testing');
module.exports = defineConfig({
  testDir: '.',
  workers: 1,
  reporter: 'line',
  use: { launchOptions: ${JSON.stringify(chromium ? { executablePath: chromium } : {})} },
  webServer: demoHostServer({ port: ${port} }),
});
`,
  );
  writeFileSync(
    join(cjs, 'kit.spec.js'),
    `const { expect, test, TEST_IDS } = require('atrium-sdk/testing');
test('the kit in a CommonJS project: the demo host, its log, the SDK ready', async ({ page, demo, sdk, waitForReady }) => {
  await page.goto(demo.origin + '/pages/blank.html');
  await page.evaluate(() => window.Atrium.init({ apiDomain: location.origin, eteamsid: 'demo-session-0001', monitor: false }));
  await waitForReady(page);
  expect(await demo.log('/papi/app/baseserver/info/getInfo')).toHaveLength(1);
  await expect(sdk.dialog(page)).toHaveCount(0);
  expect(typeof TEST_IDS).toBe('object');
});
`,
  );
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test', '-c', 'playwright.config.js'],
    { cwd: cjs, encoding: 'utf8', timeout: 120_000 },
  );
  if (run.status !== 0 || !/1 passed/.test(run.stdout)) {
    fail(`the CommonJS Playwright project failed:\n${run.stdout}${run.stderr}`);
  } else console.log('pack test: a CommonJS Playwright project runs the kit (1 passed)');
}
