// The embed layer's state (docs/architecture.md#state-and-teardown): where init() is, the
// registry of components and functions, and the components render() mounted. One reset puts it
// back (destroy(), tests); the generation only ever grows (destroy() bumps it first).
import type { ComponentType } from 'preact';
import { registerReset } from '../env/disposers';
import type { EmbedConfig, ResolvedConfig } from './config';

/** Where init() is: never called, running, done, or failed. */
export type InitStatus = 'idle' | 'running' | 'ready' | 'failed';

// biome-ignore lint/suspicious/noExplicitAny: components take any props
export type AnyComponent = ComponentType<any>;

export const initState: {
  status: InitStatus;
  promise: Promise<void> | null;
  config: EmbedConfig | null;
  /** The running or last successful init()'s config, resolved (relogin() authenticates with it). */
  resolved: ResolvedConfig | null;
  /** Bumped by destroy(): a pipeline from an older generation stops touching the page. */
  generation: number;
} = { status: 'idle', promise: null, config: null, resolved: null, generation: 0 };

/** register()'s components and functions. */
export const registry = {
  components: new Map<string, AnyComponent>(),
  functions: new Map<string, Function>(),
};

/** render()'s mounts: container → unmount (each also a disposer, so destroy() unmounts first). */
export const mounted = new Map<Element, () => void>();

/** The team config: the one of the running init (getTeamConfig), and whether a cached theme went on early. */
export const teamState: { inForce: Record<string, unknown> | null; earlyTheme: boolean } = {
  inForce: null,
  earlyTheme: false,
};

registerReset(() => {
  teamState.inForce = null;
  teamState.earlyTheme = false;
  initState.status = 'idle';
  initState.promise = null;
  initState.config = null;
  initState.resolved = null;
  registry.components.clear();
  registry.functions.clear();
  mounted.clear();
});
