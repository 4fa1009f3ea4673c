// The config is resolved once and the pipeline runs from a table (docs/architecture.md#the-init-pipeline).
import { expect, test } from '@playwright/test';
import { SdkError } from '../../../src/embed';
import { resolveConfig } from '../../../src/embed/config';
import { runStages, STAGES, type Stage } from '../../../src/embed/pipeline';
import { initState } from '../../../src/embed/state';

test('resolveConfig normalises the whole config once: trimmed URLs, the auth source, the token source', () => {
  const config = resolveConfig({
    apiDomain: 'https://api.x/',
    oadomain: 'https://oa.x//',
    oatenantkey: 'T',
    authTokenApi: 'https://host.x/token',
    apps: ['@weapp/demo-lib'],
    monitor: true,
    stageTimeout: 2 ** 40,
  });
  if (config instanceof SdkError) throw config;
  expect(config.runtime).toMatchObject({
    apiDomain: 'https://api.x',
    staticDomain: 'https://api.x',
    oadomain: 'https://oa.x',
  });
  expect(config.auth).toEqual({
    authTokenApi: 'https://host.x/token',
    authTokenRequest: null,
    eteamsid: '',
    oadomain: 'https://oa.x',
    oatenantkey: 'T',
    cspNonce: '',
  });
  expect(config.tokenSource).toBe(true);
  expect(config.stageTimeout).toBe(2 ** 31 - 1);
  expect(config.monitor).toEqual({});
  expect(config.apps).toEqual(['@weapp/demo-lib']);
  const off = resolveConfig({ monitor: false, eteamsid: 'sid' });
  expect(off instanceof SdkError ? off : off.monitor).toBe(false);
  expect(off instanceof SdkError ? off : off.tokenSource).toBe(false);
});

test('resolveConfig returns (never throws) a MISSING_ARGUMENT SdkError naming the first bad field', () => {
  const refusal = (config: unknown) => {
    const result = resolveConfig(config as never);
    return result instanceof SdkError ? `${result.code}: ${result.message}` : 'accepted';
  };
  expect(refusal(null)).toBe('MISSING_ARGUMENT: init() needs a config object');
  expect(refusal({ stageTimeout: 0, ui: 'Host' })).toContain('stageTimeout');
  expect(refusal({ ui: 'Host', enableEcode: 1 })).toContain("ui must be 'sdk' or 'host'");
  expect(refusal({ imClient: {}, enableEcode: 1 })).toContain('imClient needs a subscribe');
  expect(refusal({ enableEcode: 1, routerType: 'x' })).toContain('enableEcode must be true or false, not 1');
  expect(refusal({ routerType: 'x', sanitize: 1 })).toContain('routerType');
  expect(refusal({ sanitize: 1 })).toBe('MISSING_ARGUMENT: init(): sanitize must be true or false');
  expect(refusal({})).toBe('accepted');
});

test('the stage table: named stages, the public steps in their order, every side effect a stage', () => {
  const names = STAGES.map((s) => s.name);
  expect(new Set(names).size).toBe(names.length);
  const steps = STAGES.map((s) => s.step).filter((s, i, all) => s && s !== all[i - 1]);
  expect(steps).toEqual(['clearCookie', 'auth', 'session', 'interceptors', 'resources', 'theme', 'ready']);
  expect(names).toEqual([
    'config',
    'router',
    'clearCookie',
    'auth',
    'prefetch',
    'passport',
    'session',
    'sessionId',
    'dialogs',
    'context',
    'tokenRefresher',
    'translationMode',
    'resources',
    'monitor',
    'linkInterceptor',
    'userSettings',
    'currencySymbols',
    'theme',
    'direction',
    'batchTask',
  ]);
  // Only the stages that run beside the critical path are not awaited in place.
  expect(STAGES.filter((s) => s.background).map((s) => s.name)).toEqual(['clearCookie', 'auth', 'resources']);
  // Off the critical path: started once the token request / getInfo / baseTeams has left.
  expect(STAGES.filter((s) => s.deferred).map((s) => s.name)).toEqual([
    'prefetch',
    'monitor',
    'linkInterceptor',
    'userSettings',
    'currencySymbols',
  ]);
  expect(STAGES.filter((s) => s.ignore).map((s) => s.name)).toEqual([
    'clearCookie',
    'context',
    'theme',
    'direction',
  ]);
});

test('deferred stages start after the current task, are not awaited in place, and are joined before the run ends', async () => {
  const config = resolveConfig({ eteamsid: 'sid', monitor: false });
  if (config instanceof SdkError) throw config;
  const order: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stages: Stage[] = [
    { name: 'first', code: 'RESOURCES_FAILED', run: () => void order.push('first') },
    { name: 'later', code: 'RESOURCES_FAILED', deferred: true, run: () => void order.push('later') },
    // Started in this task (as a request would leave), before the deferred stage.
    {
      name: 'critical',
      code: 'RESOURCES_FAILED',
      background: true,
      run: async () => {
        order.push('critical sent');
        await held;
        order.push('critical answered');
      },
    },
    { name: 'last', code: 'RESOURCES_FAILED', run: () => void order.push('last') },
  ];
  const ctx = { config, signal: new AbortController().signal, sessionId: '', team: {} };
  const run = runStages(ctx, initState.generation, stages);
  // The deferred stage starts while the critical one is still held: it is not awaited in place.
  await expect.poll(() => order.length).toBe(3);
  expect(order).toEqual(['first', 'critical sent', 'later']);
  release();
  await run;
  expect(order).toEqual(['first', 'critical sent', 'later', 'critical answered', 'last']);
});

test("a deferred stage's failure is the run's, with its step and code", async () => {
  const config = resolveConfig({ eteamsid: 'sid', monitor: false });
  if (config instanceof SdkError) throw config;
  const stages: Stage[] = [
    {
      name: 'extras',
      step: 'resources',
      code: 'RESOURCES_FAILED',
      deferred: true,
      run: () => {
        throw new Error('boom');
      },
    },
    { name: 'after', code: 'RESOURCES_FAILED', run: () => undefined },
  ];
  const ctx = { config, signal: new AbortController().signal, sessionId: '', team: {} };
  const error = await runStages(ctx, initState.generation, stages).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(SdkError);
  expect(error).toMatchObject({ code: 'RESOURCES_FAILED', stage: 'resources', message: 'boom' });
});

test('a deferred stage does not start after destroy()', async () => {
  const config = resolveConfig({ eteamsid: 'sid', monitor: false });
  if (config instanceof SdkError) throw config;
  let ran = false;
  const stages: Stage[] = [
    {
      name: 'extras',
      code: 'RESOURCES_FAILED',
      deferred: true,
      run: () => {
        ran = true;
      },
    },
  ];
  const ctx = { config, signal: new AbortController().signal, sessionId: '', team: {} };
  const generation = initState.generation;
  const run = runStages(ctx, generation, stages).catch((e: unknown) => e);
  initState.generation += 1; // what destroy() does first
  expect(await run).toMatchObject({ code: 'NOT_INITIALIZED' });
  expect(ran).toBe(false);
});
