// The one place that says which Chromium the tests and benchmarks drive, and with which flags.
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, then Debian's /usr/bin/chromium, then undefined (Playwright's own browser). */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
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
