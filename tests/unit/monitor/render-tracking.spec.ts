import { expect, test } from '@playwright/test';
import { IDLE, isSlowRender, nextRenderState, type RenderState } from '../../../src/monitor/render-state';
import { edgesInRange, isVisibleInsertion, visibleRange } from '../../../src/monitor/visible-range';

const el = { tagName: 'div', id: 'a', className: '', position: '0,0' };

test('visible range is 10%–85% of the viewport', () => {
  expect(visibleRange(1000, 800)).toEqual({ top: 80, bottom: 680, left: 100, right: 850 });
});

test('an element counts when at least 2 of its edges are inside the range', () => {
  const range = visibleRange(1000, 1000); // 100..850 both ways
  expect(edgesInRange({ top: 200, bottom: 300, left: 200, right: 300 }, range)).toBe(4);
  // Only top and left inside: counts.
  expect(isVisibleInsertion({ top: 800, bottom: 900, left: 800, right: 900 }, range)).toBe(true);
  // Only the top edge inside: does not count.
  expect(isVisibleInsertion({ top: 800, bottom: 900, left: 0, right: 50 }, range)).toBe(false);
  // Fully above the range.
  expect(isVisibleInsertion({ top: 0, bottom: 50, left: 0, right: 1000 }, range)).toBe(false);
  // Zero-size elements never count.
  expect(isVisibleInsertion({ top: 200, bottom: 200, left: 200, right: 200 }, range)).toBe(false);
});

test('idle → tracking → stopped after 2 s without visible insertions', () => {
  let s: RenderState = IDLE;
  s = nextRenderState(s, { type: 'check', now: 0 });
  expect(s.phase).toBe('idle');
  s = nextRenderState(s, { type: 'start', url: '/a', now: 1000 });
  s = nextRenderState(s, { type: 'insert', now: 1150, element: el });
  s = nextRenderState(s, { type: 'check', now: 3000 });
  expect(s.phase).toBe('tracking'); // only 1850 ms quiet
  s = nextRenderState(s, { type: 'check', now: 3200 });
  expect(s).toMatchObject({ phase: 'stopped', url: '/a', elapsed: 150, timeout: false, interrupt: false });
  expect(isSlowRender(150)).toBe(true);
  expect(isSlowRender(99)).toBe(false);
});

test('the 60 s hard time-out stops a page that keeps inserting', () => {
  let s: RenderState = nextRenderState(IDLE, { type: 'start', url: '/b', now: 0 });
  for (let t = 1000; t < 60_000; t += 1000) {
    s = nextRenderState(s, { type: 'insert', now: t, element: el });
    s = nextRenderState(s, { type: 'check', now: t + 1 });
  }
  expect(s.phase).toBe('tracking');
  s = nextRenderState(s, { type: 'check', now: 60_000 });
  expect(s).toMatchObject({ phase: 'stopped', timeout: true, elapsed: 60_000 });
  expect((s as { inserted: unknown[] }).inserted.length).toBeLessThanOrEqual(50);
});

test('a new route interrupts tracking; events after stop change nothing', () => {
  let s: RenderState = nextRenderState(IDLE, { type: 'start', url: '/c', now: 0 });
  s = nextRenderState(s, { type: 'interrupt', now: 700 });
  expect(s).toMatchObject({ phase: 'stopped', interrupt: true, elapsed: 700 });
  expect(nextRenderState(s, { type: 'insert', now: 800, element: el })).toBe(s);
});
