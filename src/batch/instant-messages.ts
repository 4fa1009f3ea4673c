// Batch-task results arrive as instant messages (docs/spec-coverage.md L176). 2 s after ready
// (docs/spec-coverage.md L368) the SDK registers for them with the page's instant-message client
// (docs/host-ui.md "Batch-task results"). The registration's code (im-register.ts) loads when
// that time comes — a chunk of its own for bundlers, inlined in the script file
// (docs/architecture.md#build); destroy() cancels the wait, the load or the registration.

import { addDisposer } from '../env/disposers';
import { emit } from '../env/events';
import { httpOrigin } from '../env/origin';
import { $config } from '../env/store';
import { uiPort } from '../request/ui-port';
import { confinedHtml } from '../ui/host-port';
import {
  BATCH_IM_COMMAND,
  BATCH_IM_DELAY,
  BATCH_IM_TYPES,
  batchResultFromMessage,
  type InstantMessageClient,
} from './rules';

export type { InstantMessageClient };

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
    // The event carries the content confined as the `message` event's html (docs/host-ui.md#server-html).
    void confinedHtml(String(result.content ?? '')).then((html) => {
      if (live()) emit('batchTask', { ...result, html });
    }, failed);
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

const registrationFailed = (error: unknown) =>
  console.error('[atrium] instant-message registration failed', error);

/** Registers for batch-task results `delay` ms from now; destroy() cancels or unregisters. */
export function scheduleBatchTaskRegistration(client?: InstantMessageClient, delay = BATCH_IM_DELAY): void {
  let cancelled = false;
  const timer = setTimeout(() => {
    import('./im-register')
      .then(({ registerForBatchTasks }) => {
        // destroy() ran while the code loaded: its disposers are gone, so nothing registers.
        if (!cancelled)
          addDisposer(
            registerForBatchTasks(client, {
              command: BATCH_IM_COMMAND,
              types: BATCH_IM_TYPES,
              origins: allowedOrigins(),
              deliver,
            }),
          );
      })
      // The code did not load, or the client's subscribe threw: never into the page.
      .catch(registrationFailed);
  }, delay);
  addDisposer(() => {
    cancelled = true;
    clearTimeout(timer);
  });
}
