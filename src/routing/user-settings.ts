// User settings (docs/spec-coverage.md L284): POST /api/component/base/syncSetting/getSetting answers a list of
// configKey/configValue pairs; they land in $userSettings. openModule reads common.openmethod;
// the rest (autowrap, menuExpandType, batchFirstPageSelected, searchHidePanel) are for the
// components the suite renders, through getUserSettings()/onUserSettings().

import { platformJson } from '../env/platform-fetch';
import { $userSettings } from './state';

/** The user-setting keys of docs/spec-coverage.md L170. Any other key the server sends is kept as well. */
export type UserSettingKey =
  | 'common.autowrap'
  | 'common.openmethod'
  | 'common.menuExpandType'
  | 'common.batchFirstPageSelected'
  | 'common.searchHidePanel';

/**
 * The current user's settings as the server sent them: setting key → value, values as strings
 * (`common.openmethod` is `'newPage'` to open detail pages as separate pages). Empty until
 * `init()` has loaded them (after the session step), and when the load failed.
 */
export type UserSettings = Readonly<
  Partial<Record<UserSettingKey, string>> & Record<string, string | undefined>
>;

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A server value as the string the settings hold: strings as they are, others as JSON (parsed JSON always serialises). */
const settingValue = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);

/** Fetches the user settings into $userSettings; failures leave them as they were. Resolves to the map. */
export async function loadUserSettings(fetchFn: typeof fetch = fetch): Promise<Record<string, string>> {
  try {
    const res = await platformJson('/api/component/base/syncSetting/getSetting', {
      method: 'POST',
      json: { data: [] },
      fetch: fetchFn,
    });
    const json = res.body as { data?: Array<{ configKey?: string; configValue?: unknown }> } | undefined;
    if (Array.isArray(json?.data)) {
      for (const item of json.data) {
        if (
          item &&
          typeof item.configKey === 'string' &&
          item.configKey &&
          !UNSAFE_KEYS.has(item.configKey)
        ) {
          $userSettings.setKey(item.configKey, settingValue(item.configValue));
        }
      }
    }
  } catch (error) {
    console.warn('[atrium] user settings unavailable', error);
  }
  return $userSettings.get();
}

/**
 * The current user's settings (docs/spec-coverage.md L169 "User settings"): `common.autowrap`, `common.openmethod`,
 * `common.menuExpandType`, `common.batchFirstPageSelected`, `common.searchHidePanel`, and any
 * other key the server sent. A copy: changing it changes nothing.
 *
 * @example Atrium.getUserSettings()['common.menuExpandType']
 */
export function getUserSettings(): UserSettings {
  return Object.freeze({ ...$userSettings.get() });
}

/**
 * Calls `listener` with the user settings now and whenever they change (for instance when
 * `init()` has loaded them). Returns the unsubscribe.
 *
 * @example
 * ```ts
 * const off = onUserSettings((s) => setCompact(s['common.menuExpandType'] === 'collapse'));
 * ```
 */
export function onUserSettings(listener: (settings: UserSettings) => void): () => void {
  return $userSettings.subscribe((value) => {
    try {
      listener(Object.freeze({ ...value }));
    } catch (error) {
      console.error('[atrium] user settings listener failed', error);
    }
  });
}
