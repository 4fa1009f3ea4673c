// WeCom open data (docs/spec-coverage.md L301 "Other"): `$type=id$` placeholders (e.g. `$userName=zhangsan$`) are
// converted into display text by the client SDK's conversion call. It sends tenantKey and items
// `{type, id}`, reads items `{id, data}`, and falls back to the original text on any failure.

import { hasOwn } from '../env/own';
import { platformJson } from '../env/platform-fetch';
import { $context } from '../env/store';

/** Endpoint of the conversion call (relative to apiDomain). */
export const OPEN_DATA_PATH = '/papi/wework/opendata/convert';

const PLACEHOLDER = /\$(\w+)=([^$\s]+)\$/g;

/** The `{type, id}` items of every placeholder in `text`, without duplicates. Pure. */
export function openDataItems(text: string): Array<{ type: string; id: string }> {
  const seen = new Set<string>();
  const out: Array<{ type: string; id: string }> = [];
  for (const m of String(text ?? '').matchAll(PLACEHOLDER)) {
    const key = `${m[1]}=${m[2]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ type: m[1] ?? '', id: m[2] ?? '' });
  }
  return out;
}

/** Replaces placeholders whose id has a converted text; others stay as they were. Pure. */
export function applyOpenData(text: string, converted: Record<string, string>): string {
  return String(text ?? '').replace(PLACEHOLDER, (whole, _type: string, id: string) =>
    hasOwn(converted, id) ? (converted[id] ?? whole) : whole,
  );
}

/**
 * Converts the open-data placeholders of `text`; resolves to `text` unchanged on any failure.
 *
 * @example
 * ```ts
 * const text = await convertOpenData('Assigned to $userName=zhangsan$'); // 'Assigned to 张三' in WeCom
 * ```
 */
export async function convertOpenData(text: string, fetchFn: typeof fetch = fetch): Promise<string> {
  const items = openDataItems(text);
  if (!items.length) return text;
  try {
    const res = await platformJson(OPEN_DATA_PATH, {
      method: 'POST',
      json: { tenantKey: $context.get().tenantKey, items },
      fetch: fetchFn,
    });
    if (!res.ok) return text;
    type Items = Array<{ id?: unknown; data?: unknown }>;
    const json = res.body as { items?: Items; data?: { items?: Items } } | undefined;
    const list = json?.items ?? json?.data?.items;
    if (!Array.isArray(list)) return text;
    const converted: Record<string, string> = {};
    for (const item of list) {
      if (item && item.id !== undefined && typeof item.data === 'string')
        converted[String(item.id)] = item.data;
    }
    return applyOpenData(text, converted);
  } catch {
    return text;
  }
}
