import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';
import {
  applyOvComponent,
  applyOvProps,
  type HookErrorInfo,
  regOvComponent,
  regOvProps,
  setHookErrorReporter,
} from '../../../src/hooks/overrides';

test.afterEach(() => resetAll());

test('props hooks run by ascending order, then registration order', () => {
  const trail = (tag: string) => (p: Record<string, unknown>) => ({ ...p, trail: `${p.trail ?? ''}${tag}` });
  regOvProps('lib', 'Card', trail('a'), 5);
  regOvProps('lib', 'Card', trail('b'));
  regOvProps('lib', 'Card', trail('c'), -1);
  regOvProps('lib', 'Card', trail('d'));
  regOvProps('lib', 'Other', trail('x'));
  expect(applyOvProps('lib', 'Card', { id: 1 })).toEqual({ id: 1, trail: 'cbda' });
  expect(applyOvProps('lib', 'None', { id: 2 })).toEqual({ id: 2 });
});

test('a throwing hook is skipped, the chain goes on, and the error is reported with lib/component', () => {
  const reports: HookErrorInfo[] = [];
  const restore = setHookErrorReporter((info) => reports.push(info));
  const boom = new Error('boom');
  regOvProps('hr', 'List', (p) => ({ ...p, a: 1 }));
  regOvProps('hr', 'List', () => {
    throw boom;
  });
  regOvProps('hr', 'List', (p) => ({ ...p, b: 2 }));
  expect(applyOvProps('hr', 'List', {})).toEqual({ a: 1, b: 2 });
  expect(reports).toEqual([{ error: boom, lib: 'hr', component: 'List' }]);
  restore();
  // A reporter that throws itself does not break the chain either.
  setHookErrorReporter(() => {
    throw new Error('reporter down');
  });
  expect(applyOvProps('hr', 'List', {})).toEqual({ a: 1, b: 2 });
  restore();
});

test('the default reporter logs with console.error', () => {
  const original = console.error;
  const logged: unknown[][] = [];
  console.error = (...args: unknown[]) => logged.push(args);
  try {
    regOvComponent('x', 'Y', () => {
      throw new Error('bad wrapper');
    });
    const Com = () => null;
    expect(applyOvComponent('x', 'Y', Com)).toBe(Com);
  } finally {
    console.error = original;
  }
  expect(String(logged[0]?.[0])).toContain('x.Y');
});

test('component hooks wrap in order; undefined results keep the previous value', () => {
  const Base = { name: 'Base' };
  regOvComponent('lib', 'Btn', (C: { name: string }) => ({ name: `A(${C.name})` }), 1);
  regOvComponent('lib', 'Btn', (C: { name: string }) => ({ name: `B(${C.name})` }), 0);
  regOvComponent('lib', 'Btn', () => undefined as unknown as { name: string }, 2);
  expect(applyOvComponent('lib', 'Btn', Base)).toEqual({ name: 'A(B(Base))' });
});

test('unregister removes exactly that hook and is idempotent', () => {
  const off = regOvProps('l', 'C', (p) => ({ ...p, x: 1 }));
  regOvProps('l', 'C', (p) => ({ ...p, y: 2 }));
  off();
  off();
  expect(applyOvProps('l', 'C', {})).toEqual({ y: 2 });
  const offC = regOvComponent('l', 'C', () => 'wrapped');
  offC();
  expect(applyOvComponent('l', 'C', 'plain')).toBe('plain');
});

test('bad registrations throw TypeError; bad order counts as 0', () => {
  expect(() => regOvProps('', 'C', (p) => p)).toThrow(TypeError);
  expect(() => regOvProps('l', '' as string, (p) => p)).toThrow(TypeError);
  expect(() => regOvProps('l', 'C', 'nope' as never)).toThrow(TypeError);
  expect(() => regOvComponent(null as never, 'C', (c) => c)).toThrow(TypeError);
  regOvProps('l', 'O', (p) => ({ ...p, s: `${p.s ?? ''}1` }), Number.NaN);
  regOvProps('l', 'O', (p) => ({ ...p, s: `${p.s ?? ''}2` }), -1);
  regOvProps('l', 'O', (p) => ({ ...p, s: `${p.s ?? ''}3` }), 'high' as never);
  expect(applyOvProps('l', 'O', {})).toEqual({ s: '213' });
});

test('setHookErrorReporter with a non-function falls back to the default reporter', () => {
  const original = console.error;
  const logged: unknown[][] = [];
  console.error = (...args: unknown[]) => logged.push(args);
  const restore = setHookErrorReporter('nope' as never);
  try {
    regOvProps('l', 'E', () => {
      throw new Error('x');
    });
    expect(applyOvProps('l', 'E', { k: 1 })).toEqual({ k: 1 });
  } finally {
    restore();
    console.error = original;
  }
  expect(logged).toHaveLength(1);
});
