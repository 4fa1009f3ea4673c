// The three engines behind one small driver (docs/testing.md#cross-engine): Chromium and Firefox
// through playwright-core 1.64.1 (`playwright-core-bidi`: the last Playwright that drives a stock
// Firefox, Debian's firefox-esr, over WebDriver BiDi), WebKit through WebKitGTK's WebKitWebDriver
// and MiniBrowser with selenium-webdriver, under Xvfb (MiniBrowser has no headless mode).
//
// A driver: goto(url), evaluate(fn, arg) (fn runs in the page, may be async, returns JSON),
// press(key) (a real key press on the focused element: 'Enter', 'Escape', 'Tab'), close().
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pollUntil } from './poll.mjs';

/** Runs `source` (a function's text) with `arg` in the page; resolves to its JSON result. */
const PAGE_RUN = `return Promise.resolve((0, eval)('(' + arguments[0] + ')')(arguments[1]))`;

/** Where each engine's binary is; the set-up (scripts/setup.mjs) installs them. */
export const ENGINE_PATHS = {
  chromium: () =>
    process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find(existsSync),
  firefox: () => ['/usr/bin/firefox-esr', '/usr/bin/firefox'].find(existsSync),
  webkit: () => {
    if (!existsSync('/usr/bin/WebKitWebDriver') || !existsSync('/usr/bin/Xvfb')) return undefined;
    const lib = '/usr/lib/x86_64-linux-gnu';
    const dir = readdirSync(lib).find(
      (d) => /^webkit2?gtk-[\d.]+$/.test(d) && existsSync(`${lib}/${d}/MiniBrowser`),
    );
    return dir && `${lib}/${dir}/MiniBrowser`;
  },
};

/** A Playwright page as a driver. `initScript`: source run before any page script (the imitated floor). */
async function playwrightDriver(browserType, launch, initScript) {
  const browser = await browserType.launch(launch);
  const context = await browser.newContext({ locale: 'zh-CN' });
  if (initScript) await context.addInitScript({ content: initScript });
  const page = await context.newPage();
  return {
    goto: async (url) => void (await page.goto(url)),
    // An expression string: Playwright runs it as the page's own code and awaits a promise.
    evaluate: (fn, arg) => page.evaluate(`(${fn.toString()})(${JSON.stringify(arg ?? null)})`),
    press: (key) => page.keyboard.press(key),
    close: () => browser.close(),
  };
}

let xvfb;
/** Starts Xvfb once for the run (WebKitGTK's MiniBrowser needs a display). */
async function display() {
  if (process.env.DISPLAY) return process.env.DISPLAY;
  if (!xvfb) {
    const number = `:${90 + (Number(process.env.DEMO_PORT || 0) % 9)}`;
    xvfb = spawn('/usr/bin/Xvfb', [number, '-screen', '0', '1280x800x24', '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    process.on('exit', () => xvfb.kill());
    xvfb.display = number;
  }
  return xvfb.display;
}

async function webkitDriver(miniBrowser) {
  const { Builder, Key } = await import('selenium-webdriver');
  const env = { ...process.env, DISPLAY: await display() };
  const port = 4444 + (Number(process.env.DEMO_PORT || 0) % 100);
  const service = spawn('/usr/bin/WebKitWebDriver', [`--port=${port}`], { env, stdio: 'ignore' });
  const stop = () => service.kill();
  process.on('exit', stop);
  // The driver and the display start without a readiness signal: a session is asked for until one opens.
  let last;
  const session = () =>
    new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      })
      .build()
      .catch((error) => {
        last = error;
        return null;
      });
  const driver = await pollUntil('a WebKitWebDriver session', session, { ms: 15_000, every: 250 }).catch(
    (error) => {
      throw last ?? error;
    },
  );
  await driver.manage().setTimeouts({ script: 20_000, pageLoad: 20_000 });
  const KEYS = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, Space: Key.SPACE };
  return {
    goto: (url) => driver.get(url),
    evaluate: async (fn, arg) => {
      const out = await driver.executeScript(
        `${PAGE_RUN}.then((v) => ({ v }), (e) => ({ e: String(e && e.stack || e) }))`,
        fn.toString(),
        arg ?? null,
      );
      if (out && 'e' in out) throw new Error(out.e);
      return out?.v;
    },
    press: (key) =>
      driver
        .actions()
        .sendKeys(KEYS[key] ?? key)
        .perform(),
    close: async () => {
      await driver.quit().catch(() => {});
      stop();
    },
  };
}

/** Opens `engine` ('chromium' | 'firefox' | 'webkit'); `initScript` runs before page scripts (Playwright engines). */
export async function openEngine(engine, initScript) {
  const path = ENGINE_PATHS[engine]();
  if (!path) throw new Error(`${engine}: not installed (run node scripts/setup.mjs as root)`);
  const { chromium, firefox } = await import('playwright-core-bidi');
  if (engine === 'chromium')
    return playwrightDriver(
      chromium,
      { executablePath: path, args: ['--no-sandbox', '--disable-gpu'] },
      initScript,
    );
  // The `moz-firefox` channel is Playwright's BiDi path (a stock Firefox); without it, its own patched build.
  if (engine === 'firefox')
    return playwrightDriver(firefox, { executablePath: path, channel: 'moz-firefox' }, initScript);
  return webkitDriver(path);
}
