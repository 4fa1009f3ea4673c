// The tenant-admin and token-expire hooks stack (each registration runs; its removal removes only
// itself; one that throws does not stop the others), against a fake network.
import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import { $config, $session, DEFAULT_CONFIG } from '../../../src/env/store';
import { createClient } from '../../../src/request/client';
import { setTenantAdminHook, setTokenExpireHook } from '../../../src/request/index';

function answering(status: number, body: unknown): typeof fetch {
  return (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch;
}

test.beforeEach(() => {
  resetAll();
  $config.set({ ...DEFAULT_CONFIG, apiDomain: 'https://api.example' });
  $session.set('sid');
});
test.afterEach(() => resetAll());

test('every tenant-admin hook runs; a removal removes only its own registration', async () => {
  const seen: string[] = [];
  const request = createClient({ fetch: answering(200, { code: 20220610, status: false, msg: 'admin' }) });
  const offA = setTenantAdminHook(() => seen.push('a'));
  setTenantAdminHook(() => {
    throw new Error('b breaks');
  });
  setTenantAdminHook((body, url) => seen.push(`c:${body.code}:${new URL(url).pathname}`));
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args[0]);
  try {
    await request({ url: '/api/one' }).catch(() => undefined);
    offA();
    offA();
    await request({ url: '/api/two', dedupe: false }).catch(() => undefined);
  } finally {
    console.error = original;
  }
  expect(seen).toEqual(['a', 'c:20220610:/api/one', 'c:20220610:/api/two']);
  expect(errors.filter((e) => String(e).includes('tenant-admin hook threw'))).toHaveLength(2);
});

test('token-expire hooks stack: all run, and any one returning true handles the expiry', async () => {
  const calls: string[] = [];
  const request = createClient({ fetch: answering(401, { code: -1 }) });
  setTokenExpireHook(({ kind }) => {
    calls.push(`first:${kind}`);
    return undefined;
  });
  const offSecond = setTokenExpireHook(() => {
    calls.push('second');
    return true;
  });
  const relogins: unknown[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => relogins.push(args[0]);
  try {
    await request({ url: '/api/expired' }).catch(() => undefined);
    expect(calls).toEqual(['first:status', 'second']);
    // Handled by the second hook: the device behaviour (here the console UI's re-login) did not run.
    expect(relogins.filter((w) => String(w).includes('session expired'))).toHaveLength(0);
    offSecond();
  } finally {
    console.warn = original;
  }
});
