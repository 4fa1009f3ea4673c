import { ownValue } from '../env/own';
import type { Theme } from '../env/store';

/** Theme field → CSS variable on <html> (docs/host-ui.md). */
export const THEME_VARS: ReadonlyArray<readonly [keyof Theme, string]> = [
  ['primaryColor', '--atrium-primary'],
  ['primaryHoverColor', '--atrium-primary-hover'],
  ['primaryFocusColor', '--atrium-primary-focus'],
  ['bubbleColor', '--atrium-bubble'],
  ['fontColor', '--atrium-font-color'],
  ['fontSize', '--atrium-font-size'],
];

/** docs/spec-coverage.md L360 font sizes. */
export const FONT_SIZES: Record<string, string> = { small: '12px', medium: '14px', big: '16px' };

// The colour grammar (docs/security.md#theme-values): a whole value is one of these, nothing
// else — so no `url(…)`, `image-set(…)`, `var(…)`, escape, quote or second declaration can get in.
// Three expressions, not one alternation: a value's first and last characters tell which one can
// match, so a page's hex colours never make the browser compile the functional one.
const NUM = '[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:e[+-]?\\d+)?(?:%|deg|grad|rad|turn)?|none';
const HEX = /^#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;
/** A keyword: named colours, transparent, currentColor. */
const KEYWORD = /^[a-z]{1,20}$/i;
const FUNCTIONAL = new RegExp(
  `^(?:rgba?|hsla?)\\(\\s*(?:${NUM})(?:(?:\\s*,\\s*|\\s+)(?:${NUM})){2,3}(?:\\s*\\/\\s*(?:${NUM}))?\\s*\\)$`,
  'i',
);
const LENGTH = /^(?:\d+(?:\.\d+)?|\.\d+)(?:px|em|rem|pt|%|vw|vh)$/i;

/**
 * A theme colour when `value` is one (hex `#rgb`/`#rgba`/`#rrggbb`/`#rrggbbaa`, `rgb[a](…)` or
 * `hsl[a](…)` of numbers, or a keyword of letters such as `red`, `transparent`, `currentColor`),
 * trimmed; otherwise `''`.
 */
export function colourValue(value: unknown): string {
  if (typeof value !== 'string' || value.length > 100) return '';
  const text = value.trim();
  const grammar = text.startsWith('#') ? HEX : text.endsWith(')') ? FUNCTIONAL : KEYWORD;
  return grammar.test(text) ? text : '';
}

/** `small|medium|big` → px; a bare number gets `px`; a number with a CSS length unit is kept; else `''`. */
export function fontSizeValue(size: unknown): string {
  if (typeof size !== 'string' && typeof size !== 'number') return '';
  const text = String(size).trim();
  const named = ownValue(FONT_SIZES, text);
  if (typeof named === 'string') return named;
  if (/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(text)) return `${text}px`;
  return text.length <= 20 && LENGTH.test(text) ? text : '';
}

/** The CSS variables a (partial) theme sets; values that are not colours (or a font size) are left out. */
export function themeVariables(theme: Partial<Theme>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, variable] of THEME_VARS) {
    const value = theme[field] as unknown;
    const text = field === 'fontSize' ? fontSizeValue(value) : colourValue(value);
    if (text) out[variable] = text;
  }
  return out;
}
