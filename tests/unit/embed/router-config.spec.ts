// docs/spec-coverage.md L180: the embedding config's enableEcode, routerType and routerProps are checked at
// init() (SdkError MISSING_ARGUMENT naming the field); the memory router works without a window.
import { expect, test } from '@playwright/test';
import { SdkError } from '../../../src/embed';
import { type EmbedConfig, resolveConfig } from '../../../src/embed/config';
import { createRouter, type RouterLocation } from '../../../src/routing/router';

/** The resolved config, or the test fails with the refusal. */
function resolved(config: EmbedConfig) {
  const result = resolveConfig(config);
  if (result instanceof SdkError) throw result;
  return result;
}

const refusal = (config: object) => {
  const result = resolveConfig(config as EmbedConfig);
  return result instanceof SdkError ? result : null;
};
const checkEmbedConfig = (config: object) => resolved(config as EmbedConfig).router;

test('defaults: memory router, no basename, one entry "/"; ecode on', () => {
  expect(checkEmbedConfig({})).toEqual({ type: 'memory', basename: '', entries: ['/'], index: 0 });
  expect(resolved({}).runtime.ecode).toBe(true);
  expect(resolved({ enableEcode: true }).runtime.ecode).toBe(true);
  expect(resolved({ enableEcode: false }).runtime.ecode).toBe(false);
});

test('routerType must be hash, browser or memory', () => {
  for (const routerType of ['hash', 'browser', 'memory'] as const) {
    expect(checkEmbedConfig({ routerType }).type).toBe(routerType);
  }
  for (const routerType of ['hashbang', 'Hash', '', 5, null, {}]) {
    const error = refusal({ routerType });
    expect(error).toMatchObject({ name: 'SdkError', code: 'MISSING_ARGUMENT' });
    expect(error?.message).toContain("routerType must be 'hash', 'browser' or 'memory'");
  }
});

test('enableEcode must be a boolean when given', () => {
  expect(refusal({ enableEcode: false })).toBeNull();
  for (const enableEcode of ['false', 0, 1, null, {}]) {
    const error = refusal({ enableEcode });
    expect(error).toMatchObject({ name: 'SdkError', code: 'MISSING_ARGUMENT' });
    expect(error?.message).toContain('enableEcode must be true or false');
  }
});

test('routerProps must be an object; basename a path without scheme or host', () => {
  expect(refusal({ routerProps: 'app' })?.message).toContain('routerProps must be an object');
  expect(refusal({ routerProps: [] })?.message).toContain('routerProps must be an object');
  const basename = (value: unknown) =>
    checkEmbedConfig({ routerProps: { basename: value as string } }).basename;
  expect(basename('/app')).toBe('/app');
  expect(basename('app/')).toBe('/app');
  expect(basename('/app/sub//')).toBe('/app/sub');
  expect(basename('/')).toBe('');
  expect(basename('')).toBe('');
  for (const bad of [
    'https://evil.example/app',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/a\nb',
    '/a?x=1',
    '/a#b',
    7,
  ]) {
    const error = refusal({ routerProps: { basename: bad } });
    expect(error, String(bad)).toMatchObject({ name: 'SdkError', code: 'MISSING_ARGUMENT' });
    expect(error?.message).toContain('basename');
  }
});

test('initialEntries are paths; initialIndex defaults to the last and is clamped', () => {
  const setup = checkEmbedConfig({ routerProps: { initialEntries: ['/a', 'b?x=1'] } });
  expect(setup).toMatchObject({ entries: ['/a', '/b?x=1'], index: 1 });
  expect(checkEmbedConfig({ routerProps: { initialEntries: ['/a', '/b'], initialIndex: 0 } }).index).toBe(0);
  expect(checkEmbedConfig({ routerProps: { initialEntries: ['/a', '/b'], initialIndex: 9 } }).index).toBe(1);
  expect(checkEmbedConfig({ routerProps: { initialEntries: ['/a', '/b'], initialIndex: -3 } }).index).toBe(0);
  expect(refusal({ routerProps: { initialEntries: '/a' } })?.message).toContain('initialEntries');
  expect(refusal({ routerProps: { initialEntries: [] } })?.message).toContain('initialEntries');
  expect(refusal({ routerProps: { initialEntries: ['https://evil.example/'] } })?.message).toContain(
    'initialEntries',
  );
  expect(refusal({ routerProps: { initialEntries: ['/a'], initialIndex: 0.5 } })?.message).toContain(
    'initialIndex',
  );
});

test('memory router: location under the basename, navigate, replace, go back, listen and its removal', () => {
  const router = createRouter({ type: 'memory', basename: '/app', entries: ['/app/start'], index: 0 });
  expect(router.type).toBe('memory');
  expect(router.basename).toBe('/app');
  expect(router.location).toEqual({ pathname: '/start', search: '', hash: '' });
  const seen: RouterLocation[] = [];
  const off = router.listen((location) => seen.push(location));
  router.navigate('/detail/7?tab=a#top');
  expect(router.location).toEqual({ pathname: '/detail/7', search: '?tab=a', hash: '#top' });
  router.navigate('list', { replace: true });
  expect(router.location.pathname).toBe('/list');
  router.navigate(-1);
  expect(router.location.pathname).toBe('/start');
  router.navigate(-5); // clamped: stays at the first entry, nobody is told
  expect(seen.map((l) => l.pathname)).toEqual(['/detail/7', '/list', '/start']);
  off();
  router.navigate('/after');
  expect(seen).toHaveLength(3);
  // A throwing listener does not stop the others.
  router.listen(() => {
    throw new Error('listener boom');
  });
  const later: string[] = [];
  router.listen((l) => later.push(l.pathname));
  router.navigate('/x');
  expect(later).toEqual(['/x']);
  router.stop();
});

test('navigate refuses URLs with a scheme or host, and non-strings', () => {
  const router = createRouter({ type: 'memory', basename: '', entries: ['/'], index: 0 });
  for (const to of [
    'https://evil.example/',
    '//evil.example',
    '/\\evil',
    'javascript:alert(1)',
    '/a\tb',
    {},
  ]) {
    expect(() => router.navigate(to as string)).toThrow(TypeError);
  }
  expect(router.location.pathname).toBe('/');
});
