export { applyTheme } from './apply-theme';
export { faviconFor, setFavicon } from './favicon';
export { isGreyStatus, setGrayscale } from './grayscale';
export { FONT_SIZES, fontSizeValue, THEME_VARS, themeVariables } from './theme-vars';
