// The QA kit's Node-side helpers: where it looks for the demo host, how it starts one, and the
// typed error it gives when the host is not there.
import { readFileSync } from 'node:fs';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { DemoHostError, demoHost, demoHostOrigin, demoHostServer } from '../../testing/index';

test('the demo host is the atriumDemoURL option, else ATRIUM_DEMO_URL, else the one webServer starts; never baseURL', () => {
  const saved = process.env.ATRIUM_DEMO_URL;
  try {
    delete process.env.ATRIUM_DEMO_URL;
    const started = demoHostServer({ cwd: '/src/atrium', port: 4327 });
    expect(demoHostOrigin(undefined, started)).toBe('http://127.0.0.1:4327');
    expect(demoHostOrigin('http://127.0.0.1:4400', started)).toBe('http://127.0.0.1:4400');
    // The application under test (baseURL's own server) is no demo host: nothing to reset.
    expect(demoHostOrigin(undefined, { url: 'https://crm.example.test/health' })).toBeUndefined();
    expect(demoHostOrigin(undefined, { url: 'not a url' })).toBeUndefined();
    expect(demoHostOrigin(null, null)).toBeUndefined();
    expect(demoHostOrigin()).toBeUndefined();
    process.env.ATRIUM_DEMO_URL = 'http://qa-demo.internal:8080';
    expect(demoHostOrigin(undefined, started)).toBe('http://qa-demo.internal:8080');
    expect(demoHostOrigin('http://127.0.0.1:4327', started)).toBe('http://127.0.0.1:4327');
  } finally {
    if (saved === undefined) delete process.env.ATRIUM_DEMO_URL;
    else process.env.ATRIUM_DEMO_URL = saved;
  }
});

test('demoHostServer is a Playwright webServer entry that starts the host from a clone', () => {
  expect(demoHostServer({ cwd: '/src/atrium', port: 4400 })).toMatchObject({
    command: 'node --import tsx demo-host/server.ts',
    cwd: '/src/atrium',
    env: { DEMO_PORT: '4400' },
    url: 'http://127.0.0.1:4400/__demo/state',
  });
});

test('without cwd, demoHostServer starts the demo host the package ships (atrium-demo-host)', () => {
  const entry = demoHostServer({ port: 4400 });
  expect(entry).not.toHaveProperty('cwd');
  // From the sources (no dist/ beside the kit) it is the package's bin; from dist/testing, its file.
  expect(entry.command).toBe('npx atrium-demo-host --port 4400');
  expect(entry.url).toBe('http://127.0.0.1:4400/__demo/state');
});

test('an unreachable demo host is a DemoHostError naming the URL and how to fix it', async () => {
  const request = await playwrightRequest.newContext();
  try {
    // port 9 (discard) on localhost: nothing listens there
    const host = demoHost(request, 'http://127.0.0.1:9/');
    expect(host.origin).toBe('http://127.0.0.1:9');
    expect(host.secondOrigin).toBe('http://127.0.0.1:10');
    const error = await host.reset().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DemoHostError);
    expect(error).toMatchObject({ url: 'http://127.0.0.1:9/__demo/reset' });
    expect(String((error as Error).message)).toContain('ATRIUM_DEMO_URL');
  } finally {
    await request.dispose();
  }
});

test("docs/testing.md's sample project is the one the repository runs (tests/e2e/react/sample.spec.ts)", () => {
  const doc = readFileSync('docs/testing.md', 'utf8');
  const block = /```ts\n\/\/ tests\/app\.spec\.ts\n([\s\S]*?)```/.exec(doc)?.[1];
  const spec = readFileSync('tests/e2e/react/sample.spec.ts', 'utf8');
  expect(block).toBeTruthy();
  expect(spec.slice(spec.indexOf("import { expect, test } from 'atrium-sdk/testing';"))).toBe(block);
});
