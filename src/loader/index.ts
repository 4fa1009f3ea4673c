// loader: scripts, styles and app libraries with their manifests (docs/host-ui.md).
export { ChunkLoadError, type ChunkLoadErrorType, isChunkLoadError } from './chunk-load-error';
export { loadApp, prefetchApp } from './load-app';
export { type ExpectedGlobal, type LoadScriptOptions, loadScript } from './load-script';
export { isManifestError, ManifestError } from './manifests';
export { ensurePlatformGlobal } from './platform-global';
