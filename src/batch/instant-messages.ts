// Batch-task results arrive as instant messages: command 15422, types 111 and 114 (docs/spec-coverage.md).
// 2 s after ready (docs/spec-coverage.md) the SDK registers for them with the page's instant-message client
// (docs/host-ui.md "Batch-task results"): through the `imClient` the integrator passes, else
// with a registration message posted to this window and, in a frame, to the parent on an
// allowed origin. Each result emits `batchTask` and goes to the UI port (the SDK's banner, or
// nothing more with `ui: 'host'`); destroy() unregisters.
import { addDisposer } from '../env/disposers';
import { emit } from '../env/events';
import { httpOrigin } from '../env/origin';
import { $config } from '../env/store';
import { uiPort } from '../ui/choose';
import { BATCH_IM_COMMAND, BATCH_IM_DELAY, BATCH_IM_TYPES, batchResultFromMessage } from './rules';

/**
 * The page's instant-message client, as `init({ imClient })` takes it. `subscribe` is called
 * once, 2 s after ready, with command `15422`, types `[111, 114]` and a handler for each
 * message `{ command, type, data }` (`data`: `{ taskId, failCount, content }` or its JSON);
 * it may return the unsubscribe, which destroy() calls.
 */
export interface InstantMessageClient {
  subscribe(command: number, types: number[], handler: (message: unknown) => void): unknown;
}

const failed = (error: unknown) => console.error('[atrium] batch-task message failed', error);

/**
 * Emits a result and shows it. The detail page's link comes from the route table, loaded with the
 * first result (a chunk of its own for bundlers, docs/architecture.md#build; inlined in the script
 * file); a result whose registration ended meanwhile (destroy()) is not shown.
 */
function deliver(message: unknown, live: () => boolean): void {
  try {
    const result = batchResultFromMessage(message);
    if (!result) return;
    emit('batchTask', result);
    import('./details').then(({ detailsHref }) => {
      try {
        if (live()) uiPort().batchTask(result, detailsHref(result));
      } catch (error) {
        failed(error);
      }
    }, failed);
  } catch (error) {
    failed(error);
  }
}

/** Origins an IM client may speak from: the page's, the API's and the OA system's. */
function allowedOrigins(): Set<string> {
  const { apiDomain, oadomain } = $config.get();
  const origins = new Set([location.origin]);
  for (const url of [apiDomain, oadomain]) {
    const origin = httpOrigin(url || location.href, location.href);
    if (origin) origins.add(origin);
  }
  return origins;
}

/** Registration by message; answers must come from a window it went to, on an allowed origin, with its id. */
function registerByMessage(): () => void {
  const origins = allowedOrigins();
  const id = `atrium-im-${Math.random().toString(36).slice(2)}`;
  let live = true;
  const post = (action: string) => {
    const message = { source: 'atrium', action, id, command: BATCH_IM_COMMAND, types: BATCH_IM_TYPES };
    window.postMessage(message, '/');
    // A parent only on an allowed http(s) origin: a targetOrigin it does not have drops the message.
    if (window.parent !== window) {
      for (const origin of origins) if (/^https?:/.test(origin)) window.parent.postMessage(message, origin);
    }
  };
  // Our own registration comes back here too (same window, same id): it has `types`, no `type`,
  // so batchResultFromMessage turns it down.
  const onMessage = (event: MessageEvent) => {
    if (
      (event.source === window || event.source === window.parent) &&
      origins.has(event.origin) &&
      (event.data as { id?: unknown } | null)?.id === id
    ) {
      deliver(event.data, () => live);
    }
  };
  window.addEventListener('message', onMessage);
  post('im:register');
  return () => {
    live = false;
    window.removeEventListener('message', onMessage);
    post('im:unregister');
  };
}

/** Registration with the integrator's client, which is then the only source of messages. */
function registerWithClient(client: InstantMessageClient): () => void {
  let live = true;
  const off = client.subscribe(BATCH_IM_COMMAND, [...BATCH_IM_TYPES], (message) => {
    if (live) deliver(message, () => live);
  });
  return () => {
    live = false;
    if (typeof off === 'function') off();
  };
}

/** Registers for batch-task results `delay` ms from now; destroy() cancels or unregisters. */
export function scheduleBatchTaskRegistration(client?: InstantMessageClient, delay = BATCH_IM_DELAY): void {
  const timer = setTimeout(() => {
    try {
      addDisposer(client ? registerWithClient(client) : registerByMessage());
    } catch (error) {
      console.error('[atrium] instant-message registration failed', error);
    }
  }, delay);
  addDisposer(() => clearTimeout(timer));
}
