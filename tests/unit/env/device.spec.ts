import { expect, test } from '@playwright/test';
import { resetAll } from '../../../src/env/disposers';

const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

test('device reads navigator lazily, on first access, never at import time', async () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  let reads = 0;
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    get() {
      reads++;
      return { userAgent: IPAD_AS_MAC, maxTouchPoints: 5 };
    },
  });
  try {
    const { device } = await import('../../../src/env/device');
    expect(reads).toBe(0);
    // Another spec file in this worker may have read it already: start from a fresh page.
    resetAll();
    expect(device.os).toEqual({ name: 'ios', version: '17.4' });
    expect(device.type).toBe('tablet');
    expect(device.isIOS).toBe(true);
    const after = reads;
    expect(after).toBeGreaterThan(0);
    expect(device.isTablet).toBe(true); // cached: no second parse
    expect(reads).toBe(after);
    expect(JSON.parse(JSON.stringify(device)).browser).toEqual({ name: 'safari', version: '17.4' });
  } finally {
    if (original) Object.defineProperty(globalThis, 'navigator', original);
    else delete (globalThis as { navigator?: unknown }).navigator;
  }
});

test('detectCurrent gives unknowns without a navigator', async () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', { configurable: true, value: undefined });
  try {
    const { detectCurrent } = await import('../../../src/env/device');
    const d = detectCurrent();
    expect(d.os.name).toBe('unknown');
    expect(d.container).toBeNull();
  } finally {
    if (original) Object.defineProperty(globalThis, 'navigator', original);
  }
});
