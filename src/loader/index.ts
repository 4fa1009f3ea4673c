export { appNames, withVersion } from './app-name';
export { ChunkLoadError, type ChunkLoadErrorType, isChunkLoadError } from './chunk-load-error';
export { loadApp, MERGED_CALLBACK_WAIT, prefetchApp, unloadApps } from './load-app';
export { CHUNK_TIMEOUT, type LoadScriptOptions, loadScript, loadStyle } from './load-script';
export { clearManifestCache } from './manifests';
