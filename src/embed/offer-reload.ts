// When the SDK's own failure (a chunk that does not load, a failing callFunction) opens the
// "system upgraded — reload" dialog (docs/getting-started.md#when-the-reload-dialog-opens): on
// the suite's own pages always (the spec's reload dialog); in an external system only when
// nobody handles the failure — an app that caught the rejection (or listens to `on('error')`)
// decides itself what its page shows. A load the page's CSP blocked never offers a reload: a
// reload cannot help.
import { isSuitePage } from '../env/suite-page';
import { isChunkLoadError } from '../loader/chunk-load-error';
import { uiPort } from '../request/ui-port';

/** Opens the upgrade dialog for `error` unless a caller handles it (see the file's comment). */
export function offerReload(error: unknown, handled: boolean, info?: { comName?: string }): void {
  if (isChunkLoadError(error) && error.type === 'blocked') return;
  if (handled && !isSuitePage()) return;
  uiPort().upgrade(error, info);
}
