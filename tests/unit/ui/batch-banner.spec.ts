// The banner rules of the batch task (src/ui/batch-rules.ts); the banner itself is held on the built
// script by tests/e2e/embed/ui.spec.ts "batch-task banners".
import { expect, test } from '@playwright/test';
import { bannerTextWidth, isFailure } from '../../../src/ui/batch-rules';

test('a non-zero failCount is a failure', () => {
  expect(isFailure({ failCount: 0 })).toBe(false);
  expect(isFailure({ failCount: 2 })).toBe(true);
  expect(isFailure({ failCount: '3' as unknown as number })).toBe(true);
  expect(isFailure({ failCount: '0' as unknown as number })).toBe(false);
});

test('only failure texts are cut, at width 80', () => {
  expect(bannerTextWidth({ failCount: 0 })).toBeUndefined();
  expect(bannerTextWidth({ failCount: 1 })).toBe(80);
});
