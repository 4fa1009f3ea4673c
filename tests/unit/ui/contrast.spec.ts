import { expect, test } from '@playwright/test';
import { contrast, parseRgb, textOn, WHITE } from '../../../src/ui/contrast';

/** `#rgb`/`#rrggbb` as the browser computes it, read back by parseRgb. */
const rgb = (hex: string) => {
  const h = hex.length === 4 ? hex.slice(1).replace(/./g, '$&$&') : hex.slice(1);
  const c = parseRgb(`rgb(${[0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)).join(', ')})`);
  if (!c) throw new Error(`not a colour: ${hex}`);
  return c;
};

test('contrast ratios match WCAG 2 (the issue figures)', () => {
  expect(contrast(WHITE, [0, 0, 0])).toBeCloseTo(21, 5);
  expect(contrast(rgb('#5d9cec'), WHITE)).toBeCloseTo(2.83, 2);
  expect(contrast(rgb('#52c41a'), WHITE)).toBeCloseTo(2.27, 2);
  expect(contrast(rgb('#e6e6e6'), WHITE)).toBeCloseTo(1.26, 1);
  expect(contrast(rgb('#888'), WHITE)).toBeCloseTo(3.54, 2);
});

test("the SDK's default colours meet AA (4.5:1 text) on their surfaces", () => {
  // styles.ts, batch-banner.tsx, request-ui.tsx, link-confirm.tsx
  for (const c of ['#1f5fbf', '#1f1f1f', '#595959', '#b03a0c'])
    expect(contrast(rgb(c), WHITE), c).toBeGreaterThanOrEqual(4.5);
  for (const bg of ['#1f5fbf', '#2e7d0f', '#b34700', '#b3261e'])
    expect(contrast(rgb(bg), WHITE), bg).toBeGreaterThanOrEqual(4.5);
});

test('textOn picks the readable text for any background', () => {
  expect(textOn(rgb('#5d9cec'))).toBe('#000');
  expect(textOn(rgb('#1f5fbf'))).toBe('#fff');
  expect(textOn(rgb('#fff'))).toBe('#000');
  expect(textOn(rgb('#222'))).toBe('#fff');
  for (let v = 0; v < 256; v += 5) {
    for (const bg of [
      [v, v, v],
      [v, 255 - v, 0],
      [0, v, 255],
      [255, v, v],
    ] as const) {
      const text = rgb(textOn(bg));
      expect(contrast(bg, text), `${bg}`).toBeGreaterThanOrEqual(4.58);
    }
  }
});

test('parseRgb reads computed styles and rejects see-through colours', () => {
  expect(parseRgb('rgb(93, 156, 236)')).toEqual([93, 156, 236]);
  expect(parseRgb('rgba(93, 156, 236, 1)')).toEqual([93, 156, 236]);
  expect(parseRgb('rgba(0, 0, 0, 0)')).toBeNull();
  expect(parseRgb('rgba(93, 156, 236, 0.5)')).toBeNull();
  expect(parseRgb('#abc')).toBeNull();
  expect(parseRgb('color(srgb 1 0 0)')).toBeNull();
});
