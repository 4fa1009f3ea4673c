// A tiny typed event bus for the public `on()` (docs/reference.md#events) and for lower layers that must tell
// higher ones something (request → monitor) without importing them. The listeners live in env's
// state (store.ts).
import { listeners } from './store';

/** A message the SDK would show as `atrium-message` (`ui: 'host'`: the `message` event). */
export interface HostMessage {
  text: string;
  type: 'info' | 'warning' | 'error';
  /**
   * Only when `text` is the server's own (an error message, docs/spec-coverage.md L324, which may be HTML): the
   * same text safe for `innerHTML` — sanitised markup, or its escaped text with the sanitiser
   * switch off.
   */
  html?: string;
}

/** A batch-task result (the `batchTask` event), from an instant message. */
export interface BatchTaskEvent {
  taskId: string;
  failCount: number;
  /** The server's text, as it came (may hold markup): never insert it as HTML. */
  content: string;
  /**
   * `content` as HTML safe for `innerHTML`: the same confined profile as the `message` event's
   * `html` (no style, form, positioning; docs/host-ui.md#server-html).
   */
  html: string;
}

/**
 * A sensitive-word answer (`ui: 'host'`: the `sensitive` event). `kind: 'confirm'` (weak
 * supervision with a rule list): the request waits for `confirm()` (resend with
 * `sensitiveWordconfirm=1`; the request settles with the resend's outcome) or `cancel()`
 * (rejects `kind: 'sensitive'`). `kind: 'notice'`: the request has already been refused;
 * the actions do nothing.
 */
export interface SensitivePrompt {
  kind: 'confirm' | 'notice';
  /** The request's URL and method. */
  url: string;
  method: string;
  superviseType: string;
  /** The sensitive words, as the server lists them (comma-separated). */
  words: string;
  /** Each processing rule and its words. */
  rules: { name: string; value: string }[];
  /** The server's tip for this supervision type (may be empty). */
  tip: string;
  /**
   * `tip` as HTML safe for `innerHTML`: the same confined profile as the `message` event's
   * `html` (no style, form, positioning; docs/host-ui.md#server-html). Never insert `tip` as HTML.
   */
  html: string;
  confirm(): void;
  cancel(): void;
}

/**
 * An unverified external link `openLink()` would confirm (`ui: 'host'`: the `linkConfirm`
 * event). `open()` opens it (with `noopener`; `remember: true` stores "Do not remind again")
 * and `openLink()` resolves true; `cancel()` resolves it false.
 */
export interface LinkPrompt {
  url: string;
  open(options?: { remember?: boolean }): void;
  cancel(): void;
}

/** An employee card the SDK would show (`ui: 'host'`: the `employeeCard` event). */
export interface EmployeeCardInfo {
  /** The employee's (new) id, looked up from the old one in the link. */
  employeeId: string;
  /** The employee's page (the employee small app). */
  href: string;
  /** Where the pointer was (viewport coordinates), for placing a card. */
  x: number;
  y: number;
}

/**
 * Every event by name → its payload. Adding a public event is one line here: `on()` (embed/on.ts)
 * offers every name that is not in {@link InternalEventName}, with this payload (`error` is typed
 * there as `SdkError`, which this layer cannot name); the compiler then asks for the name in
 * on.ts's run-time list, which refuses misspelt names from script-tag callers.
 */
export interface AtriumEvents {
  step: string;
  ready: undefined;
  error: unknown;
  sessionExpired: { url: string; kind: 'status' | 'actionMsg' | 'loginPage' };
  batchTask: BatchTaskEvent;
  message: HostMessage;
  sensitive: SensitivePrompt;
  linkConfirm: LinkPrompt;
  employeeCard: EmployeeCardInfo;
  /**
   * A request ended in an HTTP 400+, a non-success envelope, an unreadable body or a timeout:
   * the spec's request-error record (`type` `api`, or `js` when the body could not be parsed;
   * `message`, `stack`, `fileName`, `status`, `code`) plus the call's `url`, `method`, `module`
   * and the envelope's `devOpsUrl` (http(s) only). The monitor records it as `ajax`.
   */
  requestError: {
    type: 'api' | 'js';
    url: string;
    method: string;
    status?: number;
    code?: number;
    message: string;
    stack: string;
    fileName: string;
    module?: string;
    devOpsUrl?: string;
  };
  /** Internal: every request that ended (monitor keeps trace ids: 60 success, 50 error). */
  requestEnd: {
    url: string;
    method: string;
    status?: number;
    ok: boolean;
    traceId?: string;
    duration: number;
  };
}

export type AtriumEventName = keyof AtriumEvents;

/** Events lower layers send to higher ones; `on()` refuses them. */
export type InternalEventName = 'requestEnd';
type Listener<K extends AtriumEventName> = (payload: AtriumEvents[K]) => void;

/** Subscribes to an event; returns the unsubscribe function. */
export function on<K extends AtriumEventName>(name: K, fn: Listener<K>): () => void {
  let set = listeners.get(name);
  if (!set) {
    set = new Set();
    listeners.set(name, set);
  }
  set.add(fn as Listener<never>);
  return () => {
    set.delete(fn as Listener<never>);
  };
}

/** Calls every listener; a listener that throws is logged and never breaks the caller. */
export function emit<K extends AtriumEventName>(name: K, payload: AtriumEvents[K]): void {
  const set = listeners.get(name);
  if (!set) return;
  for (const fn of [...set]) {
    try {
      (fn as Listener<K>)(payload);
    } catch (error) {
      console.error('[atrium] listener for', name, 'threw', error);
    }
  }
}

/** True when `name` has at least one listener. */
export function hasListeners(name: AtriumEventName): boolean {
  return (listeners.get(name)?.size ?? 0) > 0;
}
