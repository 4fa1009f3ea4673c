// monitor: error capture, storage and uploads, reports, performance and render tracking (docs/monitor.md).
export { type ActionSample, measureAction } from './actions';
export { setCurrentUser } from './current-user';
export type { MonitorControls, UrlKind, UrlPattern } from './filter';
export { captureError, flushErrors, startMonitor, stopMonitor } from './monitor';
export type { CaptureInfo, Clock, ErrorRecord, ErrorStore, ErrType, UploadLock } from './types';
export type { MonitorOptions } from './wiring';
