// The shape of `window` in the i18n e2e tests: the built script's public surface.
import type * as Api from '../../../src/index';

export interface I18nWindow {
  Atrium: typeof Api;
}
