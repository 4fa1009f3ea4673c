import type { EmbedConfig } from './config';

/** Where init() is: never called, running, done, or failed. */
export type InitStatus = 'idle' | 'running' | 'ready' | 'failed';

/** The embed layer's one piece of state (reset by destroy()). */
export const initState: {
  status: InitStatus;
  promise: Promise<void> | null;
  config: EmbedConfig | null;
  /** Bumped by destroy(): a pipeline from an older generation stops touching the page. */
  generation: number;
} = { status: 'idle', promise: null, config: null, generation: 0 };
