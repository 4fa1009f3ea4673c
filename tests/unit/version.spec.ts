import { expect, test } from '@playwright/test';
import { version } from '../../src/version';

test('version falls back to a dev marker outside the bundle', () => {
  expect(version).toBe('0.0.0-dev');
});
