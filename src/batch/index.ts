// batch: the batch task (docs/host-ui.md#batch-tasks--batchtask): its results arrive as instant
// messages the SDK registers for at ready, are emitted as `batchTask` and shown through the UI
// port (the SDK's banner, ui/batch-banner.tsx); `showBatchTaskResult` shows one on request.
export { type InstantMessageClient, scheduleBatchTaskRegistration } from './instant-messages';
export type { BatchTaskResult } from './rules';
export { showBatchTaskResult } from './show';
