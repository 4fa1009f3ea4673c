// User settings (spec §3, §7): POST /api/component/base/syncSetting/getSetting answers a list of
// configKey/configValue pairs; they land in $userSettings (openModule reads common.openmethod).
import { $userSettings } from '../env/store';
import { platformFetch } from '../request/platform-fetch';

/** Fetches the user settings into $userSettings; failures leave them as they were. Resolves to the map. */
export async function loadUserSettings(fetchFn: typeof fetch = fetch): Promise<Record<string, string>> {
  try {
    const res = await platformFetch(
      '/api/component/base/syncSetting/getSetting',
      { method: 'POST', body: { data: [] } },
      fetchFn,
    );
    const json = (await res.json()) as { data?: Array<{ configKey?: string; configValue?: unknown }> };
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
