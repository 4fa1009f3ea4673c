import { fetchJson } from './http';

/** Step 1: `GET {apiDomain}/papi/app/baseserver/clearCookie?service={oadomain}` (its outcome is ignored). */
export async function clearCookie(apiDomain: string, oadomain: string): Promise<void> {
  await fetchJson(`${apiDomain}/papi/app/baseserver/clearCookie?service=${encodeURIComponent(oadomain)}`, {
    credentials: 'include',
  });
}
