// The one place that says which Chromium the tests and benchmarks drive, and with which flags.
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium builds, lightest first: the headless shell (package chromium-headless-shell,
 * the build Playwright itself runs headless) costs about a third of the CPU of the full browser's
 * new headless mode — the e2e suite took 3.8 min instead of 11.2 on 2 cores (docs/testing.md).
 */
export const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] as const;

/** CHROMIUM_PATH, then Debian's headless shell or chromium, then undefined (Playwright's own browser). */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return DEBIAN_CHROMIUMS.find((path) => existsSync(path));
}

/** Without the background-networking flags Chromium keeps dialling out on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/** Launch options for `chromium.launch()`. */
export function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] } {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
