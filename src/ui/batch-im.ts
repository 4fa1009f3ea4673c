// Batch-task results arrive as instant messages (command 15422, types 111 and 114). The IM
// client of the page delivers them with window.postMessage({command, type, data}); we listen
// from 2 s after ready (spec §9), emit the public `batchTask` event and show the banner.
import { addDisposer } from '../env/disposers';
import { emit } from '../env/events';
import { $config } from '../env/store';
import { showBatchTaskResult } from './batch-banner';
import { BATCH_IM_DELAY, batchResultFromMessage } from './batch-rules';
import { hostDrawsUi } from './host-ui';

function originOf(url: string): string {
  try {
    return new URL(url, location.href).origin;
  } catch {
    return '';
  }
}

/** Origins allowed to deliver instant messages: the page's, the API's and the OA system's. */
function allowedOrigins(): Set<string> {
  const { apiDomain, oadomain } = $config.get();
  return new Set([
    location.origin,
    originOf(apiDomain || location.href),
    originOf(oadomain || location.href),
  ]);
}

function onMessage(event: MessageEvent): void {
  try {
    if (!allowedOrigins().has(event.origin)) return;
    const result = batchResultFromMessage(event.data);
    if (!result) return;
    emit('batchTask', result);
    // ui: 'host': the batchTask event is the whole story.
    if (!hostDrawsUi()) showBatchTaskResult(result);
  } catch (error) {
    console.error('[atrium] batch-task message failed', error);
  }
}

/** Registers the batch-task message handler `delay` ms from now; all undone by destroy(). */
export function scheduleBatchTaskRegistration(delay = BATCH_IM_DELAY): void {
  const timer = setTimeout(() => {
    window.addEventListener('message', onMessage);
    addDisposer(() => window.removeEventListener('message', onMessage));
  }, delay);
  addDisposer(() => clearTimeout(timer));
}
