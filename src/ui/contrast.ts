// WCAG 2 contrast (docs/host-ui.md#accessibility): pure. The overlay measures the tenant's theme
// colours with it and picks the text colour that stays readable on them (ui/overlay.ts).

/** An sRGB colour as `[r, g, b]`, each 0–255. */
export type Rgb = readonly [number, number, number];

/**
 * A computed colour (`rgb(…)`/`rgba(…)`, as `getComputedStyle` writes it) as {@link Rgb}; null
 * for anything else, and for a colour mostly see-through (no colour to measure).
 */
export function parseRgb(value: string): Rgb | null {
  const m = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(value);
  return m && !(Number(m[4] ?? 1) < 0.9) ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

/** Relative luminance (WCAG 2). */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((v) => (v <= 10.31 ? v / 3294.6 : ((v / 255 + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1–21. */
export function contrast(a: Rgb, b: Rgb): number {
  const x = luminance(a) + 0.05;
  const y = luminance(b) + 0.05;
  return x > y ? x / y : y / x;
}

/** White. */
export const WHITE: Rgb = [255, 255, 255];

/**
 * The text colour (`'#fff'` or `'#000'`) with more contrast on `background`: at least 4.58:1
 * whatever the background.
 */
export function textOn(background: Rgb): '#fff' | '#000' {
  return contrast(background, WHITE) >= contrast(background, [0, 0, 0]) ? '#fff' : '#000';
}
