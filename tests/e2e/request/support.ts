// Helpers for the request e2e tests: the harness bundle (the real src/ request layer with
// store access, bundled once with esbuild) and typed access to it inside the page.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import type { RuntimeConfig } from '../../../src/env/store';
import type { RequestError } from '../../../src/request/errors';
import type { Envelope, RequestOptions } from '../../../src/request/types';

let bundle: Promise<string> | null = null;

function harnessCode(): Promise<string> {
  bundle ??= build({
    entryPoints: [fileURLToPath(new URL('./harness.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2020',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0]?.text ?? '');
  return bundle;
}

/** The page-side harness (see harness.ts). */
export interface Harness {
  request<T = unknown>(options: RequestOptions): Promise<Envelope<T>>;
  settle(options: RequestOptions): Promise<Settled>;
  RequestError: typeof RequestError;
  events: Array<{ name: string; payload: Record<string, unknown> }>;
  configure(partial: Partial<RuntimeConfig>): void;
  setSession(id: string): void;
  session(): string;
  setTraceId(on: boolean): void;
  setTranslation(on: boolean): void;
  setTokenRefresher(fn: () => Promise<string>): () => void;
  setTokenExpireHook(fn: (info: { url: string; kind: string }) => boolean | undefined): () => void;
  setTenantAdminHook(fn: (body: Envelope, url: string) => void): () => void;
}

/** Opens the request demo page and injects the harness. */
export async function openHarness(page: Page, path = '/pages/request/harness.html'): Promise<void> {
  await page.goto(path);
  await page.addScriptTag({ content: await harnessCode() });
}

/** A request's outcome as plain data (for page.evaluate). */
export interface Settled {
  ok: boolean;
  body?: Envelope;
  name?: string;
  kind?: string;
  message?: string;
  status?: number;
  code?: number;
  url?: string;
}
