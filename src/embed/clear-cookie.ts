import { fetchJson } from './http';

/** Step 1: `GET {apiDomain}/papi/app/baseserver/clearCookie?service={oadomain}` (its outcome is ignored). */
export async function clearCookie(apiDomain: string, oadomain: string, signal?: AbortSignal): Promise<void> {
  // `service` only with a value: an empty one tells the platform nothing.
  const query = oadomain ? `?service=${encodeURIComponent(oadomain)}` : '';
  await fetchJson(`${apiDomain}/papi/app/baseserver/clearCookie${query}`, {
    credentials: 'include',
    ...(signal ? { signal } : {}),
  });
}
