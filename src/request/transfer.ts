// `transferApi` rewrapping (docs/reference.md): every call becomes `POST {transferApi}` with
// `{route, method, form, body, contentType}`. Pure.

/** The body posted to the transfer API. */
export interface TransferBody {
  /** The platform path (with prefixApiPath), without the query. */
  route: string;
  method: string;
  /** The query parameters. */
  form: Record<string, unknown>;
  body: unknown;
  contentType: string;
}

/** The content type a body would have been sent with. */
export function contentTypeOf(data: unknown): string {
  if (data === undefined) return '';
  if (typeof data === 'string') return 'text/plain;charset=UTF-8';
  if (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) {
    return 'application/x-www-form-urlencoded;charset=UTF-8';
  }
  if (typeof FormData !== 'undefined' && data instanceof FormData) return 'multipart/form-data';
  return 'application/json';
}

/** Wraps one call for the transfer API. */
export function transferBody(
  route: string,
  method: string,
  form: Record<string, unknown>,
  data: unknown,
): TransferBody {
  let body = data;
  if (typeof URLSearchParams !== 'undefined' && data instanceof URLSearchParams) {
    body = Object.fromEntries(data);
  } else if (typeof FormData !== 'undefined' && data instanceof FormData) {
    const out: Record<string, unknown> = {};
    data.forEach((v, k) => {
      out[k] = typeof v === 'string' ? v : v.name;
    });
    body = out;
  }
  return { route, method: method.toUpperCase(), form, body: body ?? null, contentType: contentTypeOf(data) };
}
