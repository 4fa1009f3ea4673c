// The DOM installs run in Node against a minimal stand-in for the few DOM methods they use.
import { expect, test } from '@playwright/test';
import { isKeyboardOpen, onKeyboardChange } from '../../../src/env';
import { installChatUrlKeys, withChatKeys } from '../../../src/env/chat-url';
import { disposeAll } from '../../../src/env/disposers';
import { isRtlLang } from '../../../src/env/lang';
import { installRtl } from '../../../src/env/rtl';
import { onScroll, throttle } from '../../../src/env/scroll';
import { FIXED_VIEWPORT, installFixedViewport } from '../../../src/env/viewport';
import { installGlobalClock } from '../support/global-clock';

type G = { document?: unknown; window?: unknown };
const g = globalThis as unknown as G;

class FakeEl {
  attrs = new Map<string, string>();
  name = '';
  removed = false;
  getAttribute(k: string) {
    return this.attrs.get(k) ?? null;
  }
  setAttribute(k: string, v: string) {
    this.attrs.set(k, v);
  }
  removeAttribute(k: string) {
    this.attrs.delete(k);
  }
  remove() {
    this.removed = true;
    fakeDoc.head.children = fakeDoc.head.children.filter((c) => c !== this);
  }
}
const fakeDoc = {
  documentElement: new FakeEl(),
  head: {
    children: [] as FakeEl[],
    appendChild(el: FakeEl) {
      this.children.push(el);
    },
  },
  querySelector(_sel: string) {
    return this.head.children.find((c) => c.name === 'viewport') ?? null;
  },
  createElement() {
    return new FakeEl();
  },
};

test.afterEach(() => {
  delete g.document;
  delete g.window;
  fakeDoc.head.children = [];
  fakeDoc.documentElement = new FakeEl();
});

test('installFixedViewport: non-PC creates or rewrites the meta; uninstall restores; PC does nothing', () => {
  g.document = fakeDoc;
  const off = installFixedViewport({ isPC: false });
  expect(fakeDoc.head.children).toHaveLength(1);
  expect(fakeDoc.head.children[0]?.getAttribute('content')).toBe(FIXED_VIEWPORT);
  off();
  expect(fakeDoc.head.children).toHaveLength(0);

  const existing = new FakeEl();
  existing.name = 'viewport';
  existing.setAttribute('content', 'width=1024');
  fakeDoc.head.children.push(existing);
  installFixedViewport({ isPC: false });
  expect(existing.getAttribute('content')).toBe(FIXED_VIEWPORT);
  disposeAll();
  expect(existing.getAttribute('content')).toBe('width=1024');

  installFixedViewport({ isPC: true })();
  expect(existing.getAttribute('content')).toBe('width=1024');
  delete g.document;
  expect(() => installFixedViewport({ isPC: false })()).not.toThrow();
});

test('isRtlLang / installRtl: Arabic sets dir=rtl on <html>, uninstall restores the previous dir', () => {
  for (const lang of ['ar', 'ar_SA', 'ar-EG', 'AR']) expect(isRtlLang(lang), lang).toBe(true);
  for (const lang of ['', 'arn', 'zh_CN', 'en_US', 'fa', undefined, 5])
    expect(isRtlLang(lang), String(lang)).toBe(false);
  g.document = fakeDoc;
  const html = fakeDoc.documentElement;
  html.setAttribute('dir', 'ltr');
  const off = installRtl('ar_SA');
  expect(html.getAttribute('dir')).toBe('rtl');
  off();
  expect(html.getAttribute('dir')).toBe('ltr');
  html.removeAttribute('dir');
  installRtl('ar');
  disposeAll();
  expect(html.getAttribute('dir')).toBeNull();
  installRtl('en_US')();
  expect(html.getAttribute('dir')).toBeNull();
});

test('isKeyboardOpen: 240 px on tablets, 300 px otherwise, overridable, garbage is closed', () => {
  expect(isKeyboardOpen({ pageHeight: 1000, viewportHeight: 700, isTablet: false })).toBe(false);
  expect(isKeyboardOpen({ pageHeight: 1000, viewportHeight: 699, isTablet: false })).toBe(true);
  expect(isKeyboardOpen({ pageHeight: 1000, viewportHeight: 760, isTablet: true })).toBe(false);
  expect(isKeyboardOpen({ pageHeight: 1000, viewportHeight: 759, isTablet: true })).toBe(true);
  expect(
    isKeyboardOpen({ pageHeight: 1000, viewportHeight: 990, isTablet: false }, (m) => m.viewportHeight < 995),
  ).toBe(true);
  expect(
    isKeyboardOpen({ pageHeight: 1, viewportHeight: 1, isTablet: false }, () => {
      throw new Error('x');
    }),
  ).toBe(false);
  expect(isKeyboardOpen({ pageHeight: Number.NaN, viewportHeight: 1, isTablet: false })).toBe(false);
  expect(isKeyboardOpen(null as never)).toBe(false);
});

test('onKeyboardChange reports open/close transitions on iOS from visualViewport resizes', () => {
  const vv = Object.assign(new EventTarget(), { height: 800 });
  g.window = { innerHeight: 800, visualViewport: vv };
  const seen: boolean[] = [];
  const off = onKeyboardChange((open) => seen.push(open), { device: { isIOS: true, isTablet: false } });
  vv.height = 450;
  vv.dispatchEvent(new Event('resize'));
  vv.dispatchEvent(new Event('resize')); // no change, no call
  vv.height = 800;
  vv.dispatchEvent(new Event('resize'));
  expect(seen).toEqual([true, false]);
  off();
  vv.height = 100;
  vv.dispatchEvent(new Event('resize'));
  expect(seen).toEqual([true, false]);
  // Not iOS: nothing is installed.
  onKeyboardChange((open) => seen.push(open), { device: { isIOS: false, isTablet: false } });
  vv.dispatchEvent(new Event('resize'));
  expect(seen).toHaveLength(2);
});

test('throttle: leading call at once, one trailing call with the latest args, cancel()', async () => {
  const { clock, restore } = installGlobalClock({ date: true });
  try {
    const calls: number[] = [];
    const t = throttle((n: number) => calls.push(n), 300);
    t(1);
    t(2);
    t(3);
    expect(calls).toEqual([1]);
    await clock.advance(299);
    expect(calls).toEqual([1]);
    await clock.advance(1);
    expect(calls).toEqual([1, 3]);
    t(4);
    t(5);
    t.cancel();
    await clock.advance(1_000);
    expect(calls).toEqual([1, 3]);
    expect(clock.pending()).toBe(0);
    expect(() => throttle(null as never)).toThrow(TypeError);
    const z: number[] = [];
    const zero = throttle((n: number) => z.push(n), -5);
    zero(1);
    zero(2);
    await clock.advance(0);
    expect(z).toEqual([1, 2]);
  } finally {
    restore();
  }
});

test('onScroll is throttled to 80 ms, swallows listener errors, and uninstalls', async () => {
  const target = new EventTarget();
  const seen: number[] = [];
  const original = console.error;
  console.error = () => undefined;
  const { clock, restore } = installGlobalClock({ date: true });
  try {
    const off = onScroll(
      () => {
        seen.push(Date.now());
        if (seen.length === 1) throw new Error('listener bug');
      },
      { target },
    );
    for (let i = 0; i < 10; i++) target.dispatchEvent(new Event('scroll'));
    expect(seen).toHaveLength(1);
    await clock.advance(79);
    expect(seen).toHaveLength(1);
    await clock.advance(1);
    expect(seen).toHaveLength(2);
    expect((seen[1] as number) - (seen[0] as number)).toBe(80);
    off();
    target.dispatchEvent(new Event('scroll'));
    await clock.advance(1_000);
    expect(seen).toHaveLength(2);
  } finally {
    restore();
    console.error = original;
  }
  expect(() => onScroll(() => undefined)()).not.toThrow(); // no window in Node
});

test('withChatKeys writes tenant, corp and agent keys into the query, before the hash', () => {
  expect(
    withChatKeys('https://a.example/m/page?x=1#/home?y=2', {
      tenantKey: 't1',
      corpId: 'ww12',
      agentId: 1000002 as never,
    }),
  ).toBe('https://a.example/m/page?x=1&tenantKey=t1&corpId=ww12&agentId=1000002#/home?y=2');
  expect(withChatKeys('https://a.example/?tenantKey=old', { tenantKey: 'new' })).toBe(
    'https://a.example/?tenantKey=new',
  );
  const same = 'https://a.example/?tenantKey=t1';
  expect(withChatKeys(same, { tenantKey: 't1', corpId: '', agentId: '  ' })).toBe(same);
  expect(withChatKeys('/relative?x', { tenantKey: 't' })).toBe('/relative?x');
  expect(withChatKeys(undefined as never, { tenantKey: 't' })).toBeUndefined();
  expect(withChatKeys('https://a.example/', null as never)).toBe('https://a.example/');
});

test('installChatUrlKeys uses history.replaceState in chat containers only, and restores on uninstall', () => {
  const win = {
    location: { href: 'https://a.example/m?x=1' },
    history: {
      state: { s: 1 },
      calls: [] as unknown[][],
      replaceState(state: unknown, _t: string, url: string) {
        this.calls.push([state, url]);
        win.location.href = url;
      },
    },
  };
  g.window = win;
  installChatUrlKeys({ tenantKey: 't1' }, { container: null })();
  installChatUrlKeys({ tenantKey: 't1' }, { container: 'emobile' })();
  expect(win.history.calls).toHaveLength(0);
  const off = installChatUrlKeys({ tenantKey: 't1', corpId: 'c' }, { container: 'wecom' });
  expect(win.location.href).toBe('https://a.example/m?x=1&tenantKey=t1&corpId=c');
  expect(win.history.calls[0]).toEqual([{ s: 1 }, 'https://a.example/m?x=1&tenantKey=t1&corpId=c']);
  off();
  expect(win.location.href).toBe('https://a.example/m?x=1');
  installChatUrlKeys({ tenantKey: 't2' }, { container: 'dingtalk' });
  win.location.href = 'https://a.example/elsewhere'; // the app navigated meanwhile
  disposeAll();
  expect(win.location.href).toBe('https://a.example/elsewhere');
});
