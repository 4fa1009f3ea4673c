// `atrium-sdk/react`: the React binding (docs/react.md). A sibling of the SDK that imports only
// its public surface (`atrium-sdk`); the host's own React (≥ 18) is a peer dependency.
export { AtriumComponent, type AtriumComponentHandle, type AtriumComponentProps } from './component';
export { useAtriumEvent, useAtriumFunction } from './hooks';
export { AtriumProvider, type AtriumProviderProps, useAtrium } from './provider';
export type { AtriumState, AtriumStatus } from './session';
