// First-run set-up shared by `npm test` and `npm run demo`: installs dependencies when they are
// missing and finds (or, as root with apt, installs) a Chromium for the e2e tests, and (`npm
// test`) Firefox ESR, WebKitGTK's driver and Xvfb for the cross-engine set.
// Uses only Node built-ins: it runs before node_modules exists.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const sh = (cmd) => spawnSync(cmd, { stdio: 'inherit', shell: true }).status === 0;

export function ensureDependencies() {
  const needed = [
    '@playwright/test',
    'rollup',
    'typescript',
    'preact',
    'express',
    'tsx',
    'size-limit',
    'fast-check',
  ];
  if (needed.every((name) => existsSync(`node_modules/${name}/package.json`))) return;
  console.log('[setup] installing dependencies…');
  // npm ci when the lock allows it; some npm set-ups write locks that list only this platform's
  // optional packages, which npm ci then rejects — npm install reads the same lock.
  // npm ci's refusal (a lock written on another platform) is not the user's problem: its output
  // is kept quiet, and npm install reads the same lock.
  const quiet = (cmd) => spawnSync(cmd, { stdio: 'ignore', shell: true }).status === 0;
  if (existsSync('package-lock.json') && quiet('npm ci --no-audit --no-fund --loglevel=error')) return;
  console.log('[setup] npm ci was not possible; running npm install');
  if (!sh('npm install --no-audit --no-fund')) throw new Error("[setup] 'npm install' failed");
}

function playwrightHasBrowser() {
  try {
    const out = execSync(
      `node -e "const {chromium}=require('@playwright/test');console.log(chromium.executablePath())"`,
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    ).trim();
    return out && existsSync(out) ? out : '';
  } catch {
    return '';
  }
}

// Debian's builds, lightest first (scripts/chromium.ts says why: the headless shell costs about a
// third of the CPU of the full browser's headless mode).
const SHELL = '/usr/bin/chromium-headless-shell';
const FULL = '/usr/bin/chromium';

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (existsSync(SHELL)) return SHELL;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("[setup] installing Debian's chromium-headless-shell for the e2e tests…");
    const apt = 'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq';
    // Without a fresh package list first; the update only when that install fails.
    if (
      (sh(`${apt} chromium-headless-shell`) || sh(`apt-get update -qq && ${apt} chromium-headless-shell`)) &&
      existsSync(SHELL)
    ) {
      return SHELL;
    }
    console.log('[setup] the headless shell could not be installed; trying the full chromium');
  }
  if (existsSync(FULL)) return FULL;
  const own = playwrightHasBrowser();
  if (own) return own;
  if (
    isRoot &&
    hasApt &&
    sh('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium') &&
    existsSync(FULL)
  ) {
    return FULL;
  }
  throw new Error(
    '[setup] no Chromium found. Install one of:\n' +
      '  sudo apt-get install -y chromium-headless-shell   (Debian/Ubuntu; found at /usr/bin/chromium-headless-shell)\n' +
      '  sudo apt-get install -y chromium                  (the full browser, about 3x the CPU in the tests)\n' +
      '  npx playwright install chromium                   (Playwright’s own build)\n' +
      '  or set CHROMIUM_PATH=/path/to/chromium',
  );
}

/**
 * The other engines of the cross-engine set (tests/cross-engine, docs/testing.md#cross-engine):
 * Debian's firefox-esr (driven over WebDriver BiDi) and WebKitGTK's WebKitWebDriver with its
 * MiniBrowser, which needs an X display (Xvfb). Installed with apt as root when missing, as the
 * headless shell is; otherwise the set reports the engine as failed, never skips it.
 * Returns what is still missing.
 */
export function ensureEngines() {
  const wanted = {
    'firefox-esr': () => existsSync('/usr/bin/firefox-esr') || existsSync('/usr/bin/firefox'),
    'webkit2gtk-driver': () => existsSync('/usr/bin/WebKitWebDriver'),
    xvfb: () => existsSync('/usr/bin/Xvfb'),
  };
  let missing = Object.keys(wanted).filter((name) => !wanted[name]());
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (missing.length && isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`[setup] installing ${missing.join(', ')} for the cross-engine tests…`);
    const apt = `DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`;
    if (!sh(apt)) sh(`apt-get update -qq && ${apt}`);
    missing = missing.filter((name) => !wanted[name]());
  }
  if (missing.length) {
    console.log(
      `[setup] missing for the cross-engine tests: ${missing.join(', ')} (sudo apt-get install -y ${missing.join(' ')}): ` +
        'those engines will be reported as failed',
    );
  }
  return missing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDependencies();
  console.log(`[setup] chromium: ${ensureChromium()}`);
  const missing = ensureEngines();
  console.log(
    `[setup] firefox and webkit: ${missing.length ? `missing ${missing.join(', ')}` : 'installed'}`,
  );
}
