// Page-level capture: `error` events (js, and failed <script>/<link>/<img> loads seen in the
// capture phase as resource errors) and unhandled rejections (promise).
import { listen } from './clock';
import { describeThrown, type RecordInput } from './record';
import { isHttpClientError } from './schema';

const RESOURCE_TAGS = new Set(['SCRIPT', 'LINK', 'IMG']);

/** The record of a window `error` event, or null when it is not one we report. */
export function fromErrorEvent(event: Event): RecordInput | null {
  const target = event.target as (Element & { src?: string; href?: string }) | null;
  if (target && target !== (globalThis as unknown) && typeof target.tagName === 'string') {
    if (!RESOURCE_TAGS.has(target.tagName.toUpperCase())) return null;
    const url = target.src || target.href || '';
    return {
      errType: 'resource',
      message: `failed to load ${target.tagName.toLowerCase()} ${url}`,
      filePath: url,
      stack: target.outerHTML?.slice(0, 500) ?? '',
    };
  }
  const e = event as ErrorEvent;
  const thrown = describeThrown(e.error ?? e.message);
  return {
    errType: 'js',
    message: e.message || thrown.message,
    stack: thrown.stack,
    filePath: e.filename || '',
    lineNumber: e.lineno || 0,
    colNumber: e.colno || 0,
  };
}

/** The record of an unhandled rejection; null for HTTP-client errors (reported as ajax instead). */
export function fromRejection(event: PromiseRejectionEvent): RecordInput | null {
  const reason = event.reason as unknown;
  if (isHttpClientError(reason)) return null;
  const thrown = describeThrown(reason);
  return { errType: 'promise', message: thrown.message, stack: thrown.stack };
}

/** Installs the window listeners; returns the uninstall. Never throws into the page. */
export function installCapture(onRecord: (input: RecordInput) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const safe =
    <E extends Event>(read: (event: E) => RecordInput | null) =>
    (event: E) => {
      try {
        const input = read(event);
        if (input) onRecord(input);
      } catch {
        // never break the page's own error handling
      }
    };
  const offs = [
    listen(window, 'error', safe(fromErrorEvent), true),
    listen(window, 'unhandledrejection', safe(fromRejection)),
  ];
  return () => {
    for (const off of offs) off();
  };
}
