// The React page (demo-host/pages/react/, its app bundled by `npm run build` into
// dist/react-demo/app.js with real react/react-dom in development mode, React.StrictMode on).
import { type ConsoleMessage, expect, type Page } from '@playwright/test';

export const REACT_PAGE = '/pages/react/index.html';

/** Opens the React page and waits until the provider is ready and the component drew ("Hello, Ada"). */
export async function openReady(page: Page, waitForReady: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(REACT_PAGE);
  await waitForReady(page);
  await expect(page.getByTestId('react-status')).toHaveText('ready');
  await expect(page.getByTestId('demo-hello')).toHaveText('Hello, Ada');
}

/** What the app recorded (demo-host/pages/react/app.tsx). */
export interface ReactRecord {
  initErrors: string[];
  componentErrors: string[];
  steps: string[];
  events: string[];
}

export const record = (page: Page) =>
  page.evaluate(() => (window as unknown as { __react: ReactRecord }).__react);

/**
 * Every warning and error the page logs, and every uncaught exception (not Chromium's own line
 * for an HTTP error answer, which a fault asks for).
 */
export function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    if (m.text().startsWith('Failed to load resource')) return;
    lines.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => lines.push(`pageerror: ${e.message}`));
  return lines;
}

/** How many requests of each path in `entries` (e.g. the manifests under /build/). */
export function countByPath(entries: Array<{ path: string }>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of entries) out[e.path] = (out[e.path] ?? 0) + 1;
  return out;
}
