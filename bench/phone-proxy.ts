// A reverse proxy in front of the demo host for the phone bench (bench/phone.bench.ts): it serves
// what the demo host answers gzip-compressed when the browser accepts it, and makes /dist/ files
// cacheable for an hour — as a CDN serves the SDK's versioned folder — so the emulated network
// carries the bytes a real page downloads, and a second page takes the script from the cache.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/** The empty page the proxy serves itself. */
export const EMPTY_PATH = '/bench-empty.html';

/** Starts the proxy to `target` (an origin) on a free port of 127.0.0.1. */
export async function startGzipProxy(target: string): Promise<{ origin: string; close(): Promise<void> }> {
  const to = new URL(target);
  const server = createServer((req, res) => {
    if (req.url === EMPTY_PATH) {
      // The empty page the runs start from (served here: a Playwright route would turn the cache off).
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'no-store' });
      res.end('<!doctype html><title>bench</title><div id="app"></div>');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = { ...req.headers, host: to.host };
      delete headers['accept-encoding'];
      const up = request(
        { hostname: to.hostname, port: to.port, path: req.url, method: req.method, headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (c: Buffer) => body.push(c));
          answer.on('end', () => {
            let data = Buffer.concat(body);
            const out: Record<string, string | string[] | undefined> = { ...answer.headers };
            delete out['content-length'];
            delete out['transfer-encoding'];
            delete out.connection;
            if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && data.length > 0) {
              data = gzipSync(data, { level: 9 });
              out['content-encoding'] = 'gzip';
            }
            if (req.url?.startsWith('/dist/')) {
              out['cache-control'] = 'public, max-age=3600';
              delete out.expires;
            }
            out['content-length'] = String(data.length);
            res.writeHead(answer.statusCode ?? 502, out);
            res.end(data);
          });
        },
      );
      up.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      up.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
