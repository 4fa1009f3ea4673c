import { addDisposer } from '../env/disposers';
import type { Theme } from '../env/store';
import { themeState } from './state';
import { themeVariables } from './theme-vars';

// What <html> had before we first touched each variable, so destroy() can put it back.
const { original } = themeState;

/** Puts back what `<html>` had before the first {@link applyTheme} (destroy(); a replaced early theme). */
export function resetTheme(): void {
  const style = document.documentElement.style;
  for (const [name, value] of original) {
    if (value) style.setProperty(name, value);
    else style.removeProperty(name);
  }
  original.clear();
}

/**
 * Sets the theme's CSS variables on `<html>`: `--atrium-primary`, `--atrium-primary-hover`,
 * `--atrium-primary-focus`, `--atrium-bubble`, `--atrium-font-color` and `--atrium-font-size`
 * (`small` 12px, `medium` 14px, `big` 16px). Fields left out keep their current value.
 * `destroy()` restores what the page had.
 *
 * @example
 * ```ts
 * applyTheme({ primaryColor: '#1677ff', fontSize: 'big' }); // --atrium-primary, --atrium-font-size: 16px on <html>
 * ```
 */
export function applyTheme(theme: Partial<Theme>): void {
  if (!theme || typeof theme !== 'object') return;
  const style = document.documentElement.style;
  const vars = themeVariables(theme);
  for (const [name, value] of Object.entries(vars)) {
    if (original.size === 0) addDisposer(resetTheme);
    if (!original.has(name)) original.set(name, style.getPropertyValue(name));
    style.setProperty(name, value);
  }
}
