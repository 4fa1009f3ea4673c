// Reads one response into what the client must do with it (docs/reference.md). Pure.
import type { Envelope, SensitiveInfo, SensitiveWordRule } from './types';

/** How a session expiry showed itself. */
export type ExpiryKind = 'status' | 'actionMsg' | 'loginPage';

/** The client's reading of a response. */
export type Outcome =
  | { type: 'ok'; body: Envelope; nonSuccess: boolean }
  | { type: 'http'; body: unknown }
  | { type: 'session'; kind: ExpiryKind; body: unknown }
  | { type: 'intercept'; body: Envelope }
  | { type: 'sensitive'; body: Envelope; info: SensitiveInfo }
  | { type: 'unparsable'; text: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The build mangles `_`-prefixed property names, so this server field is looked up by
// comparing key strings rather than by a property access.
const INTERCEPT_KEY = '_securityIntercept_';

/** The envelope's `_securityIntercept_` value. */
export function interceptFlag(body: Record<string, unknown>): unknown {
  for (const key of Object.keys(body)) if (key === INTERCEPT_KEY) return body[key];
  return undefined;
}

/** True for text that starts like an HTML document. */
const HTML_START = /^\s*<(!doctype\s+html|html)[\s>]/i;

/** True for text that looks like an HTML document (the platform's login page). */
export function looksLikeHtml(text: string, contentType: string): boolean {
  return /text\/html/i.test(contentType) || HTML_START.test(text);
}

/** True for an envelope the monitor records as an `ajax` error: no `status`, or a code below 200 / 400+. */
export function isNonSuccess(body: unknown): boolean {
  if (!isObject(body)) return false;
  if (!('status' in body)) return true;
  const code = body.code;
  return typeof code === 'number' && (code < 200 || code >= 400);
}

function toRules(list: unknown): SensitiveWordRule[] {
  if (!Array.isArray(list)) return [];
  return list
    .filter(isObject)
    .map((r) => ({ name: String(r.name ?? ''), value: String(r.value ?? '') }))
    .filter((r) => r.name || r.value);
}

/**
 * The sensitive-word answer inside a body, or null. docs/spec-coverage.md L198: a request answered with code 401
 * inside `data` leads to a prompt — whatever else `data` holds; without weak supervision and a
 * word list (no `superviseType` counts as strong) only a notice is shown and the request does
 * not pass (docs/host-ui.md "Sensitive words").
 */
export function readSensitive(body: unknown): SensitiveInfo | null {
  if (!isObject(body) || !isObject(body.data)) return null;
  const d = body.data;
  if (Number(d.code) !== 401) return null;
  const inner = isObject(d.data) ? d.data : {};
  const info: SensitiveInfo = {
    superviseType: typeof d.superviseType === 'string' ? d.superviseType : 'strong',
    sensitiveWordList: toRules(inner.sensitiveWordList),
  };
  if (d.sensitiveScanCode !== undefined) info.sensitiveScanCode = d.sensitiveScanCode;
  if (typeof d.weakConfirmTip === 'string') info.weakConfirmTip = d.weakConfirmTip;
  if (typeof d.strongConfirmTip === 'string') info.strongConfirmTip = d.strongConfirmTip;
  if (inner.sensitiveWords !== undefined) info.sensitiveWords = String(inner.sensitiveWords);
  return info;
}

/** True when the user may confirm and resend: weak supervision with a word list. */
export function isConfirmable(info: SensitiveInfo): boolean {
  return info.superviseType === 'weak' && info.sensitiveWordList.length > 0;
}

/**
 * Classifies a response by status, content type, raw text and the request method. A body that
 * starts like an HTML document is HTML; else one that parses is JSON, whatever the content type
 * says (gateways often label JSON `text/html`); only a body that is neither is judged by its
 * content type, read then (`contentType` may be a function: reading a response header is a
 * DOM call, measurable on every request).
 */
export function classify(
  status: number,
  contentType: string | (() => string),
  text: string,
  method: string,
): Outcome {
  let body: unknown;
  const trimmed = text.trim();
  if (trimmed !== '') {
    let html = HTML_START.test(trimmed);
    if (!html) {
      try {
        body = JSON.parse(trimmed);
      } catch {
        html = looksLikeHtml(trimmed, typeof contentType === 'string' ? contentType : contentType());
        if (!html) {
          if (status >= 400) return { type: 'http', body: text };
          return { type: 'unparsable', text };
        }
      }
    }
    if (html) {
      if (method.toUpperCase() === 'GET' && status < 400)
        return { type: 'session', kind: 'loginPage', body: text };
      if (status >= 400) return { type: 'http', body: text };
      return { type: 'unparsable', text };
    }
  }
  const obj = isObject(body) ? body : undefined;
  if (status === 401 && obj && Number(obj.code) === -1) return { type: 'session', kind: 'status', body };
  if (status >= 400) return { type: 'http', body };
  if (!obj) return { type: 'ok', body: (body ?? {}) as Envelope, nonSuccess: false };
  if (isObject(obj.actionMsg) && Number(obj.actionMsg.code) === -1) {
    return { type: 'session', kind: 'actionMsg', body };
  }
  if (interceptFlag(obj) === 'intercept') return { type: 'intercept', body: obj as Envelope };
  const info = readSensitive(obj);
  if (info) return { type: 'sensitive', body: obj as Envelope, info };
  return { type: 'ok', body: obj as Envelope, nonSuccess: isNonSuccess(obj) };
}
