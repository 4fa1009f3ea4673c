// WCAG 2 contrast (docs/host-ui.md#accessibility): pure. The overlay measures the tenant's theme
// colours with it and picks the text colour that stays readable on them (ui/overlay.ts).

/** An sRGB colour as `[r, g, b]`, each 0–255. */
export type Rgb = readonly [number, number, number];

/** `rgb(…)`/`rgba(…)` as a browser's computed style writes it, or `#rgb`/`#rrggbb`; else null. */
export function parseRgb(value: string): Rgb | null {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(value.trim());
  if (hex?.[1]) {
    const h = hex[1].length === 3 ? hex[1].replace(/./g, '$&$&') : hex[1];
    return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?))?\s*\)$/i.exec(
    value.trim(),
  );
  if (!m) return null;
  // A colour the eye cannot rely on (mostly transparent) is no colour to measure.
  if (m[4] !== undefined && Number.parseFloat(m[4]) / (m[4].endsWith('%') ? 100 : 1) < 0.9) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** Relative luminance (WCAG 2). */
export function luminance([r, g, b]: Rgb): number {
  const c = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b);
}

/** Contrast ratio of two colours, 1–21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** White and black. */
export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

/**
 * The text colour (`'#fff'` or `'#000'`) with more contrast on `background`: at least 4.58:1
 * whatever the background.
 */
export function textOn(background: Rgb): '#fff' | '#000' {
  return contrast(background, WHITE) >= contrast(background, BLACK) ? '#fff' : '#000';
}
