// hooks: the regOvProps/regOvComponent override registry and readiness items (docs/suite-pages.md).

export { getByPath } from './get-by-path';
export { findOpenerHook, type WindowLike } from './opener-hook';
export {
  applyOvComponent,
  applyOvProps,
  type HookErrorInfo,
  regOvComponent,
  regOvProps,
} from './overrides';
export { type ReadyCallback, type ReadyItem, type ReadyStatus, readyItem } from './ready-item';
