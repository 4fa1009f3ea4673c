// env: device and container detection, app names, the page context and the SDK's one store (docs/reference.md).
export { type AppInfo, appInfo } from './app-info';
export type { ChatKeys } from './chat-url';
export type {
  BrowserName,
  ContainerName,
  DetectHints,
  DeviceInfo,
  DeviceType,
  EngineName,
  OsName,
} from './detect';
export { detect } from './detect';
export { device } from './device';
export { type AtriumError, isAtriumError, isPlatformFetchError } from './errors';
export { isKeyboardOpen, type KeyboardDetector, type KeyboardMeasure, onKeyboardChange } from './keyboard';
export { type FetchFailure, PlatformFetchError } from './platform-fetch';
export { onScroll } from './scroll';
export { type SuitePageOptions, startSuitePage } from './suite-page';
