// The demo host's per-run control token (docs/testing.md#the-control-plane): the host writes it
// where the QA kit on the same machine reads it, a file only this user can read, named by the
// host's port. `ATRIUM_DEMO_TOKEN` overrides both sides (a host on another machine, a fixed CI value).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The header every `/__demo/*` call carries the token in. */
export const DEMO_TOKEN_HEADER = 'x-atrium-demo-token';

/** The file the demo host listening on `port` writes its token to (mode 0600). */
export function demoTokenFile(port: number): string {
  return join(tmpdir(), `atrium-demo-host-${process.getuid?.() ?? 'user'}`, `${port}.token`);
}

/** Writes `token` for the host on `port` (the folder is 0700, the file 0600). */
export function writeDemoToken(port: number, token: string): string {
  const file = demoTokenFile(port);
  mkdirSync(join(file, '..'), { recursive: true, mode: 0o700 });
  writeFileSync(file, token, { mode: 0o600 });
  return file;
}

/**
 * The token of the demo host at `origin`: `ATRIUM_DEMO_TOKEN`, else the file its host wrote on this
 * machine; `''` when neither exists (the host then refuses control calls with 401).
 */
export function readDemoToken(origin: string): string {
  if (process.env.ATRIUM_DEMO_TOKEN) return process.env.ATRIUM_DEMO_TOKEN;
  try {
    const url = new URL(origin);
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    return readFileSync(demoTokenFile(port), 'utf8').trim();
  } catch {
    return '';
  }
}
