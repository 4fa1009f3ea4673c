// Monitor switches: read from the reportSubData answer, kept in local and session storage,
// all off whenever the answer is missing or failed.
import { parseJson } from '../env/platform-fetch';
import { $switches, SWITCHES_OFF as ALL_OFF, type Switches } from '../env/store';
import { KEYS } from './constants';
import { readKey, writeKey } from './storage';

export { ALL_OFF };

const FIELDS: Array<[keyof Switches, string]> = [
  ['master', 'switchStatus'],
  ['route', 'routeSwitchStatus'],
  ['traceId', 'traceIdSwitchStatus'],
  ['render', 'renderSwitchStatus'],
  ['mobxAction', 'mobxActionSwitchStatus'],
];

function truthy(v: unknown): boolean {
  return v === true || v === 1 || v === '1' || v === 'true';
}

/** The switches in a reportSubData response body; all off when it has no `data`. */
export function switchesFromResponse(body: unknown): Switches {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  if (!data || typeof data !== 'object') return { ...ALL_OFF };
  const out = { ...ALL_OFF };
  for (const [key, field] of FIELDS) out[key] = truthy((data as Record<string, unknown>)[field]);
  return out;
}

/** Sets `$switches` and persists them in local and session storage. */
export function applySwitches(next: Switches): void {
  $switches.set({ ...next });
  const json = JSON.stringify(next);
  writeKey('local', KEYS.switches, json);
  writeKey('session', KEYS.switches, json);
}

/** Restores persisted switches (session first, then local) into `$switches`. */
export function restoreSwitches(): void {
  const raw = readKey('session', KEYS.switches) ?? readKey('local', KEYS.switches);
  // A corrupt value keeps the defaults.
  const parsed = parseJson(raw ?? '') as Partial<Switches> | null | undefined;
  if (!parsed) return;
  const out = { ...ALL_OFF };
  for (const [key] of FIELDS) out[key] = parsed[key] === true;
  $switches.set(out);
}
