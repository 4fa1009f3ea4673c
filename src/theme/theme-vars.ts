import type { Theme } from '../env/store';

/** Theme field → CSS variable on <html> (API.md §10). */
export const THEME_VARS: ReadonlyArray<readonly [keyof Theme, string]> = [
  ['primaryColor', '--atrium-primary'],
  ['primaryHoverColor', '--atrium-primary-hover'],
  ['primaryFocusColor', '--atrium-primary-focus'],
  ['bubbleColor', '--atrium-bubble'],
  ['fontColor', '--atrium-font-color'],
  ['fontSize', '--atrium-font-size'],
];

/** Spec §9 font sizes. */
export const FONT_SIZES: Record<string, string> = { small: '12px', medium: '14px', big: '16px' };

/** `small|medium|big` → px; a bare number gets `px`; any other CSS length is kept. */
export function fontSizeValue(size: string | number): string {
  const text = String(size).trim();
  if (text in FONT_SIZES) return FONT_SIZES[text] as string;
  if (/^\d+(\.\d+)?$/.test(text)) return `${text}px`;
  return text;
}

/** The CSS variables a (partial) theme sets; empty or non-string values are left out. */
export function themeVariables(theme: Partial<Theme>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, variable] of THEME_VARS) {
    const value = theme[field] as unknown;
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    // A value must not close the declaration and smuggle in more CSS.
    const text = field === 'fontSize' ? fontSizeValue(value) : String(value).trim();
    if (/[;{}<>]/.test(text)) continue;
    out[variable] = text;
  }
  return out;
}
