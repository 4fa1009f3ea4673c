import { expect, test } from '@playwright/test';
import { getByPath, PATH_CACHE_LIMIT, parsePath, pathCacheSize } from '../../../src/hooks/get-by-path';
import { findOpenerHook, OPENER_DEPTH, type WindowLike } from '../../../src/hooks/opener-hook';

function win(props: Record<string, unknown> = {}): WindowLike {
  const w = { ...props } as WindowLike;
  w.parent = w; // a top window is its own parent
  return w;
}

test('findOpenerHook checks this window, then parents, then the opener, bound to its window', () => {
  const top = win({
    refresh(this: WindowLike) {
      return this.tag;
    },
    tag: 'opener-top',
  });
  const frame = win({ tag: 'frame' });
  const popup = win({ tag: 'popup' });
  popup.opener = frame;
  frame.parent = top;
  const hook = findOpenerHook<() => string>('refresh', popup);
  expect(hook?.()).toBe('opener-top');
  expect(findOpenerHook('missing', popup)).toBeUndefined();
  const self = win({ refresh: () => 'self' });
  expect(findOpenerHook<() => string>('refresh', self)?.()).toBe('self');
});

test('findOpenerHook skips cross-origin windows that throw on access', () => {
  const top = win({ refresh: () => 'found' });
  const crossOrigin = new Proxy({} as WindowLike, {
    get(_t, key) {
      if (key === 'parent') return top;
      throw new DOMException('Blocked a frame with origin', 'SecurityError');
    },
  });
  const child = win();
  child.parent = crossOrigin;
  expect(findOpenerHook<() => string>('refresh', child)?.()).toBe('found');
  // A window whose parent and opener both throw ends the walk quietly.
  const sealed = new Proxy({} as WindowLike, {
    get() {
      throw new Error('denied');
    },
  });
  expect(findOpenerHook('refresh', sealed)).toBeUndefined();
});

test(`findOpenerHook stops after ${OPENER_DEPTH} windows and survives cycles`, () => {
  const chain: WindowLike[] = [];
  const root = win({ hook: () => 'deep' });
  let current = root;
  for (let i = 0; i < 25; i++) {
    const w = win();
    w.opener = current;
    chain.push(w);
    current = w;
  }
  // root is 25 steps above the last window: out of reach; 20 steps is in reach.
  expect(findOpenerHook('hook', chain[24])).toBeUndefined();
  expect(findOpenerHook<() => string>('hook', chain[19])?.()).toBe('deep');
  const a = win();
  const b = win();
  a.opener = b;
  b.opener = a;
  expect(findOpenerHook('hook', a)).toBeUndefined();
  expect(findOpenerHook('', a)).toBeUndefined();
  expect(findOpenerHook(7 as never, a)).toBeUndefined();
  expect(findOpenerHook('hook')).toBeUndefined(); // no window in Node
  const notFn = win({ hook: 'a string' });
  expect(findOpenerHook('hook', notFn)).toBeUndefined();
});

test('getByPath reads dots, indices and quoted keys', () => {
  const data = { a: { b: [{ c: 1 }, { c: 2, 'x.y': 'dotted' }] }, zero: 0, nil: null };
  expect(getByPath(data, 'a.b[0].c')).toBe(1);
  expect(getByPath(data, 'a.b.1.c')).toBe(2);
  expect(getByPath(data, 'a.b[1]["x.y"]')).toBe('dotted');
  expect(getByPath(data, "a.b[1]['x.y']")).toBe('dotted');
  expect(getByPath(data, 'zero', 9)).toBe(0);
  expect(getByPath(data, 'a.missing.deep', 'fb')).toBe('fb');
  expect(getByPath(data, 'nil.x', 'fb')).toBe('fb');
  expect(getByPath(['p', 'q'], 1)).toBe('q');
  expect(getByPath(null, 'a', 'fb')).toBe('fb');
  expect(getByPath(data, undefined as never, 'fb')).toBe('fb');
  expect(getByPath(data, {} as never)).toBeUndefined();
  expect(getByPath(data, '')).toBe(data);
  expect(parsePath('a[ 0 ].b')).toEqual(['a', '0', 'b']);
});

test('getByPath with __proto__ in the path writes nothing', () => {
  getByPath({}, '__proto__.polluted');
  getByPath({}, 'constructor.prototype.polluted');
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

test(`the parsed-path cache is cleared when it reaches ${PATH_CACHE_LIMIT} entries`, () => {
  for (let i = 0; i < PATH_CACHE_LIMIT * 2; i++) getByPath({}, `k${i}.v`);
  expect(pathCacheSize()).toBeLessThanOrEqual(PATH_CACHE_LIMIT);
  // Fill to exactly the limit, then one more clears it and keeps only the newest.
  for (let i = 0; pathCacheSize() < PATH_CACHE_LIMIT; i++) parsePath(`fill${i}`);
  expect(pathCacheSize()).toBe(PATH_CACHE_LIMIT);
  parsePath('one.more');
  expect(pathCacheSize()).toBe(1);
  parsePath('one.more'); // a hit adds nothing
  expect(pathCacheSize()).toBe(1);
});
