// The registration for batch-task results (docs/spec-coverage.md L297), loaded when
// instant-messages.ts's 2 s wait after ready ends (docs/architecture.md#build). It imports nothing
// at run time: what it needs comes from the caller, so a bundler keeps it apart from what loads
// at start. Through the `imClient` the integrator passes, else with a registration message posted
// to this window and, in a frame, to the parent on an allowed origin.
import type { InstantMessageClient } from './rules';

/** What a registration needs from the SDK. */
export interface Registration {
  command: number;
  types: number[];
  /** Origins an IM client may speak from. */
  origins: Set<string>;
  /** Hands one message on; `live()` is false once the registration ended. */
  deliver(message: unknown, live: () => boolean): void;
}

/** Registration by message; answers must come from a window it went to, on an allowed origin, with its id. */
function registerByMessage({ command, types, origins, deliver }: Registration): () => void {
  const id = `atrium-im-${Math.random().toString(36).slice(2)}`;
  let live = true;
  const post = (action: string) => {
    const message = { source: 'atrium', action, id, command, types };
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
function registerWithClient(
  client: InstantMessageClient,
  { command, types, deliver }: Registration,
): () => void {
  let live = true;
  const off = client.subscribe(command, [...types], (message) => {
    if (live) deliver(message, () => live);
  });
  return () => {
    live = false;
    if (typeof off === 'function') off();
  };
}

/** Registers now, with `client` or by message; returns the unregistration. */
export function registerForBatchTasks(client: InstantMessageClient | undefined, r: Registration): () => void {
  return client ? registerWithClient(client, r) : registerByMessage(r);
}
