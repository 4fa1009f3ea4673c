import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';

let bundled: Promise<string> | undefined;

/** Bundles harness.ts once per worker (IIFE defining window.I18nHarness). */
function harnessCode(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./harness.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    globalName: 'I18nHarness',
    write: false,
    target: 'es2020',
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0]!.text);
  return bundled;
}

/** Opens the blank page (optionally with a query) and installs window.I18nHarness. */
export async function openHarness(page: Page, query = ''): Promise<void> {
  await page.goto(`/pages/blank.html${query}`);
  await page.addScriptTag({ content: await harnessCode() });
}
