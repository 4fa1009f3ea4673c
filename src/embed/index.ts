export type { InstantMessageClient } from '../batch';
// The payloads of the host-UI events (docs/host-ui.md), under their names in the guide too.
export type {
  EmployeeCardInfo,
  HostMessage,
  HostMessage as Message,
  LinkPrompt,
  LinkPrompt as LinkConfirm,
  SensitivePrompt,
} from '../env/events';
export { type AtriumFunctions, callFunction, type FunctionArgs, type FunctionResult } from './call-function';
export type { EmbedConfig, RegisterEntries, RenderHandle } from './config';
export { destroy } from './destroy';
export { isSdkError, SdkError, type SdkErrorCode } from './errors';
export { init, ready } from './init';
export { on, type SdkEventName, type SdkEvents, type SdkListener, type SessionExpiredEvent } from './on';
export { register } from './registry';
export { type AtriumComponents, type ComponentProps, render } from './render';
export { getTeamConfig } from './resources';
