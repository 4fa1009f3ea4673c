// loadLabels / getLabel (docs/suite-pages.md): label files per language and module, tenant overrides,
// one request per module and language however many callers.

import { ownValue } from '../env/own';
import { platformUrl } from '../env/platform-fetch';
import { $context, $translationMode, currentLang } from '../env/store';
import { readyItem } from '../hooks/ready-item';
import { I18nRequestError, i18nJson } from './fetch-json';
import { getLocale } from './locale';
import { $labels } from './state';

type LabelMap = Record<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringsOf(value: unknown): LabelMap {
  const out: LabelMap = {};
  if (!isRecord(value)) return out;
  for (const [id, text] of Object.entries(value)) if (typeof text === 'string') out[id] = text;
  return out;
}

/**
 * Reads a label payload. Accepted shapes (static file and translation endpoint alike):
 * - `{ labels: {id: text}, tenantLabels?: {[tenantKey]: {id: text}} }` — the current tenant's
 *   overrides win; `tenantLabels` may also be a flat `{id: text}` already picked for the tenant;
 * - the same wrapped in an envelope `{ status, data: {...} }`;
 * - a flat `{id: text}` map.
 * Returns null when the envelope says the call failed.
 */
export function readLabelPayload(payload: unknown, tenantKey: string): LabelMap | null {
  if (!isRecord(payload)) return null;
  let body: Record<string, unknown> = payload;
  if ('status' in payload || 'code' in payload) {
    if (payload.status === false || !isRecord(payload.data)) return null;
    body = payload.data;
  }
  if (!isRecord(body.labels)) return stringsOf(body);
  const merged = stringsOf(body.labels);
  const tenant = body.tenantLabels;
  if (isRecord(tenant)) {
    const flat = Object.values(tenant).every((v) => typeof v === 'string');
    Object.assign(merged, flat ? stringsOf(tenant) : stringsOf(ownValue(tenant, tenantKey)));
  }
  return merged;
}

function labelUrl(module: string, lang: string, translation: boolean): string {
  const m = encodeURIComponent(module);
  if (translation) return platformUrl(`/api/bs/i18n/transmod/getLabels?module=${m}`, 'api');
  const { version, tenantVersion } = getLocale();
  const query = new URLSearchParams();
  if (version) query.set('v', version);
  if (tenantVersion) query.set('tv', tenantVersion);
  const q = query.toString();
  return platformUrl(
    `/static/public/resource/i18n/${encodeURIComponent(lang)}/${m}.json${q ? `?${q}` : ''}`,
    'static',
  );
}

async function load(module: string, lang: string, translation: boolean): Promise<void> {
  const url = labelUrl(module, lang, translation);
  const payload = await i18nJson(url, { static: !translation });
  const labels = readLabelPayload(payload, $context.get().tenantKey);
  if (!labels) {
    const msg = isRecord(payload) && typeof payload.msg === 'string' ? `: ${payload.msg}` : '';
    throw new I18nRequestError(`labels of module "${module}" could not be loaded${msg}`, url);
  }
  // Only merge when the language is still the one in force (a late answer must not win).
  if (currentLang() === lang) $labels.set({ ...$labels.get(), ...labels });
}

/**
 * Loads the labels of one module for the current language into the label store:
 * `GET /static/public/resource/i18n/{lang}/{module}.json`, or in translation mode
 * `GET /api/bs/i18n/transmod/getLabels?module={module}`. Tenant-specific overrides win.
 * Concurrent and later callers share one request per module and language (a readiness item
 * `labels:{static|trans}:{lang}:{module}`, see `readyItem`); a failed load rejects every waiting
 * caller (with an `I18nRequestError`) and the next call tries again.
 *
 * @example
 * ```ts
 * await loadLabels('hrm'); // the module's labels in the current language; getLabel() reads them
 * ```
 */
export function loadLabels(module: string): Promise<void> {
  if (typeof module !== 'string' || module === '') {
    return Promise.reject(new TypeError('loadLabels: a module name is required'));
  }
  const lang = currentLang();
  const translation = $translationMode.get();
  // One readiness item per mode, language and module: idle or failed → this call loads.
  const item = readyItem(`labels:${translation ? 'trans' : 'static'}:${lang}:${module}`);
  if (item.status === 'idle' || item.status === 'failed') {
    item.start();
    load(module, lang, translation).then(
      () => item.succeed(),
      (error: unknown) => item.fail(error),
    );
  }
  return item.promise.then(() => undefined);
}

export { getLabel } from './get-label';
