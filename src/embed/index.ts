export { type AtriumFunctions, callFunction, type FunctionArgs, type FunctionResult } from './call-function';
export type { EmbedConfig, RegisterEntries, RenderHandle } from './config';
export { destroy } from './destroy';
export { isSdkError, SdkError, type SdkErrorCode } from './errors';
export { init, ready } from './init';
export type { InstantMessageClient } from './instant-messages';
export { on, type SdkEventName, type SdkEvents, type SdkListener, type SessionExpiredEvent } from './on';
export { register } from './registry';
export { type AtriumComponents, type ComponentProps, render } from './render';
