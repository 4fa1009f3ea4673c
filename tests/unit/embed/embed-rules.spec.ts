import { expect, test } from '@playwright/test';
import { isSdkError, SdkError } from '../../../src/embed';
import { loginScriptUrl, pollSessionId } from '../../../src/embed/auth';
import { type ResolvedConfig, resolveConfig } from '../../../src/embed/config';
import { splitName } from '../../../src/embed/registry';
import { userFrom } from '../../../src/embed/resources';
import { isValidSession } from '../../../src/embed/session';
import { runStage, withStageLimit } from '../../../src/embed/stage';
import { installGlobalClock, track } from '../support/global-clock';

test('session validity: status true, ACCESS_ETEAMSID, isInvalidEteamsid === false', () => {
  expect(isValidSession({ status: true, data: { ACCESS_ETEAMSID: 'x', isInvalidEteamsid: false } })).toBe(
    true,
  );
  expect(isValidSession({ status: true, data: { ACCESS_ETEAMSID: 'x' } })).toBe(false);
  expect(isValidSession({ status: true, data: { ACCESS_ETEAMSID: '', isInvalidEteamsid: false } })).toBe(
    false,
  );
  expect(isValidSession({ status: 'true', data: { ACCESS_ETEAMSID: 'x', isInvalidEteamsid: false } })).toBe(
    false,
  );
  expect(isValidSession({ status: true, data: { ACCESS_ETEAMSID: 'x', isInvalidEteamsid: true } })).toBe(
    false,
  );
  expect(isValidSession(null)).toBe(false);
});

test('SdkError carries code, stage and cause', () => {
  const cause = new Error('net');
  const e = new SdkError('TOKEN_FAILED', 'failed to get the token', { stage: 'auth', cause });
  expect(e).toBeInstanceOf(Error);
  expect([e.name, e.code, e.stage, e.cause]).toEqual(['SdkError', 'TOKEN_FAILED', 'auth', cause]);
  expect(isSdkError(e)).toBe(true);
  expect(isSdkError(new Error('x'))).toBe(false);
});

test('a stage that never settles rejects TIMEOUT with its stage', async () => {
  const err = await withStageLimit('session', 30, new Promise(() => {}), 'INVALID_SESSION').catch((e) => e);
  expect(err).toMatchObject({ name: 'SdkError', code: 'TIMEOUT', stage: 'session' });
});

test('stage errors keep their code and gain the stage; others get the fallback code', async () => {
  const a = await withStageLimit(
    'auth',
    1000,
    Promise.reject(new SdkError('NO_SESSION', 'unable to get the session id')),
    'TOKEN_FAILED',
  ).catch((e) => e);
  expect(a).toMatchObject({ code: 'NO_SESSION', stage: 'auth', message: 'unable to get the session id' });
  const b = await withStageLimit(
    'resources',
    1000,
    Promise.reject(new TypeError('x')),
    'RESOURCES_FAILED',
  ).catch((e) => e);
  expect(b).toMatchObject({ code: 'RESOURCES_FAILED', stage: 'resources' });
});

test('a stage that finishes synchronously settles as one that returns a promise', async () => {
  const settle = (p: Promise<unknown>) =>
    p.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  let seen: AbortSignal | undefined;
  // A value, a plain throw (fallback code), an SdkError (its code), each with the stage set.
  expect(await settle(runStage('theme', 1000, () => 42, 'RESOURCES_FAILED'))).toEqual({ value: 42 });
  const plain = await settle(
    runStage(
      'theme',
      1000,
      (signal) => {
        seen = signal;
        throw new TypeError('bad theme');
      },
      'RESOURCES_FAILED',
    ),
  );
  expect(plain).toMatchObject({
    error: { name: 'SdkError', code: 'RESOURCES_FAILED', stage: 'theme', message: 'bad theme' },
  });
  // The failure aborted the stage's signal, as an async one's does.
  expect(seen?.aborted).toBe(true);
  const own = await settle(
    runStage(
      'auth',
      1000,
      () => {
        throw new SdkError('NO_SESSION', 'no id');
      },
      'TOKEN_FAILED',
    ),
  );
  expect(own).toMatchObject({ error: { code: 'NO_SESSION', stage: 'auth', message: 'no id' } });
});

test("a synchronous stage after or during the run's abort rejects with the run's reason", async () => {
  const settle = (p: Promise<unknown>) =>
    p.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
  const destroyed = () => new SdkError('NOT_INITIALIZED', 'destroy() was called');
  // Aborted before: the work still runs (as it did), with an aborted signal.
  const before = new AbortController();
  before.abort(destroyed());
  let given: boolean | undefined;
  const a = await settle(
    runStage(
      'interceptors',
      1000,
      (signal) => {
        given = signal.aborted;
      },
      'RESOURCES_FAILED',
      before.signal,
    ),
  );
  expect(given).toBe(true);
  expect(a).toMatchObject({ error: { code: 'NOT_INITIALIZED', stage: 'interceptors' } });
  // Aborted by the work itself (a step listener calling destroy()).
  const during = new AbortController();
  let signalOfWork: AbortSignal | undefined;
  const b = await settle(
    runStage(
      'interceptors',
      1000,
      (signal) => {
        signalOfWork = signal;
        during.abort(destroyed());
      },
      'RESOURCES_FAILED',
      during.signal,
    ),
  );
  expect(b).toMatchObject({ error: { code: 'NOT_INITIALIZED', stage: 'interceptors' } });
  expect(signalOfWork?.aborted).toBe(true);
});

test('a stage without stageTimeout fails TIMEOUT after 15 s, not before (fake clock)', async () => {
  const { clock, restore } = installGlobalClock();
  try {
    const state = track(
      runStage(
        'session',
        (resolveConfig({}) as ResolvedConfig).stageTimeout,
        () => new Promise(() => {}),
        'INVALID_SESSION',
      ),
    );
    await clock.advance(14_999);
    expect(state().state).toBe('pending');
    await clock.advance(1);
    expect(state()).toMatchObject({ state: 'rejected', value: { code: 'TIMEOUT', stage: 'session' } });
  } finally {
    restore();
  }
});

test('the login poll reads window.ETEAMSID every 20 ms, 100 tries, then NO_SESSION (fake clock)', async () => {
  const { clock, restore } = installGlobalClock();
  const reads: number[] = [];
  let id: string | undefined;
  const g = globalThis as unknown as { window?: unknown };
  g.window = {
    get ETEAMSID() {
      reads.push(clock.now());
      return id;
    },
  };
  try {
    const start = clock.now();
    const failing = track(pollSessionId());
    await clock.advance(99 * 20 - 1);
    expect(failing().state).toBe('pending');
    await clock.advance(1);
    expect(failing()).toMatchObject({ state: 'rejected', value: { code: 'NO_SESSION' } });
    expect(reads).toHaveLength(100);
    expect(reads.map((t, i) => t - start - i * 20)).toEqual(Array(100).fill(0));
    // A session id set between two reads is taken at the next one.
    reads.length = 0;
    const found = track(pollSessionId());
    await clock.advance(50);
    id = 'oa-1';
    await clock.advance(10);
    expect(found()).toEqual({ state: 'resolved', value: 'oa-1' });
    expect(reads).toHaveLength(4);
  } finally {
    delete g.window;
    restore();
  }
});

test('OA login script URL', () => {
  expect(loginScriptUrl('https://oa.example', 'T 1', 'https://h/x?a=1')).toBe(
    'https://oa.example/papi/iaauthclient/oauth/login?tk=T%201&gopage=https%3A%2F%2Fh%2Fx%3Fa%3D1',
  );
});

test('runtime config from the embed config', () => {
  expect(
    (
      resolveConfig({
        apiDomain: 'https://api.x/',
        oadomain: 'https://oa.x//',
        withCredentials: true,
      }) as ResolvedConfig
    ).runtime,
  ).toMatchObject({
    apiDomain: 'https://api.x',
    staticDomain: 'https://api.x',
    oadomain: 'https://oa.x',
    withCredentials: true,
    external: true,
  });
});

test('component names and the current user', () => {
  expect(splitName('demoLib.Hello')).toEqual({ lib: 'demoLib', member: 'Hello' });
  expect(splitName('demoLib.Ns.Hello')).toEqual({ lib: 'demoLib', member: 'Ns.Hello' });
  expect(splitName('Hello')).toEqual({ lib: '', member: 'Hello' });
  expect(userFrom({ currentUser: { id: 5, employeeId: 'e5' } })).toEqual({ id: '5', employeeId: 'e5' });
  expect(userFrom({ currentUser: { employeeId: 'e5' } })).toBeNull();
  expect(userFrom({})).toBeNull();
});
