export { callFunction } from './call-function';
export type { EmbedConfig, RegisterEntries, RenderHandle } from './config';
export { destroy } from './destroy';
export { SdkError, type SdkErrorCode } from './errors';
export { init, ready } from './init';
export { on, type SdkEventName, type SdkEvents, type SessionExpiredEvent } from './on';
export { register } from './registry';
export { render } from './render';
