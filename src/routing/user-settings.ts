// User settings (spec §3, §7): POST /api/component/base/syncSetting/getSetting answers a list of
// configKey/configValue pairs; they land in $userSettings (openModule reads common.openmethod).

import { platformJson } from '../env/platform-fetch';
import { $userSettings } from '../env/store';

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
        if (item && typeof item.configKey === 'string') {
          $userSettings.setKey(item.configKey, String(item.configValue ?? ''));
        }
      }
    }
  } catch (error) {
    console.warn('[atrium] user settings unavailable', error);
  }
  return $userSettings.get();
}
