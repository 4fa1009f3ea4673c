// One UI port: the request layer asks the port init() chose — the same `uiPort()` every feature
// reads — with the port's own action names (no second request-only interface).
import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { $config, $session, DEFAULT_CONFIG } from '../../../src/env/store';
import { createClient } from '../../../src/request/client';
import { chooseUiPort, consolePort, type UiPort, uiPort } from '../../../src/request/ui-port';

test.beforeEach(() => {
  resetAll();
  $config.set({ ...DEFAULT_CONFIG, apiDomain: 'https://api.example' });
  $session.set('sid');
});
test.afterEach(() => resetAll());

function recordingPort(): { port: UiPort; calls: unknown[][] } {
  const calls: unknown[][] = [];
  const port: UiPort = {
    ...consolePort,
    message: (...args) => void calls.push(['message', ...args]),
    relogin: () => void calls.push(['relogin']),
    confirmSensitive: async () => {
      calls.push(['confirmSensitive']);
      return false;
    },
  };
  return { port, calls };
}

const answer = (status: number, body: unknown) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;

test("a module's error message and a security intercept reach the chosen port's message()", async () => {
  const { port, calls } = recordingPort();
  const undo = chooseUiPort(port);
  expect(uiPort()).toBe(port);
  await createClient({ fetch: answer(200, { code: 500, status: false, msg: 'no access' }) })({
    url: '/api/doc/x',
  }).catch(() => undefined);
  await createClient({ fetch: answer(200, { _securityIntercept_: 'intercept' }) })({
    url: '/api/doc/y',
  }).catch(() => undefined);
  expect(calls[0]).toEqual(['message', 'no access', 'error', 8000, true]);
  expect(calls[1]?.slice(0, 1)).toEqual(['message']);
  expect(String(calls[1]?.[1])).toContain('/api/doc/y');
  expect(calls[1]?.slice(2)).toEqual(['warning', 10_000]);
  undo();
  expect(uiPort()).toBe(consolePort);
});

test("session expiry on PC asks the chosen port's relogin()", async () => {
  const { port, calls } = recordingPort();
  chooseUiPort(port);
  await createClient({ fetch: answer(401, { code: -1 }) })({ url: '/api/x' }).catch(() => undefined);
  expect(calls).toEqual([['relogin']]);
});
