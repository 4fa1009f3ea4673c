// Aborting with a reason where the browser keeps none (docs/getting-started.md#supported-browsers):
// `AbortSignal.reason` and `abort(reason)` came in Chrome 98, Firefox 97 and Safari 15.4, after
// the support floor. Below them `abort(reason)` drops the reason and `signal.reason` reads
// `undefined` — a stage timeout became RESOURCES_FAILED "undefined". The SDK's own controllers
// abort through `abortWith`, which then sets `reason` on that one signal (never on the prototype:
// no global polyfill), and reads a signal it did not abort itself through `reasonOf`.

/** What a signal aborted without a reason carries, as the browsers that keep one give it. */
const abortError = (): unknown => new DOMException('signal is aborted without reason', 'AbortError');

/** Aborts `controller` with `reason` (an `AbortError` when none), readable as `signal.reason` in every browser. */
export function abortWith(controller: AbortController, reason?: unknown): void {
  if (controller.signal.aborted) return;
  const why = reason === undefined ? abortError() : reason;
  if (!('reason' in controller.signal)) {
    Object.defineProperty(controller.signal, 'reason', { value: why, configurable: true });
  }
  controller.abort(why);
}

/** The reason `signal` aborted with (an `AbortError` where the browser kept none); `undefined` while it has not. */
export function reasonOf(signal: AbortSignal | undefined): unknown {
  if (!signal?.aborted) return undefined;
  const reason = (signal as { reason?: unknown }).reason;
  return reason === undefined ? abortError() : reason;
}
