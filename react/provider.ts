// <AtriumProvider> and useAtrium() (docs/react.md#atriumprovider).
import type { EmbedConfig, SdkError } from 'atrium-sdk';
import {
  createContext,
  createElement,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { sameValue, withLatestFunctions } from './config';
import { type AtriumState, acquire, type Owner, release, snapshot, subscribe } from './session';

const AtriumContext = createContext<AtriumState | null>(null);
AtriumContext.displayName = 'Atrium';

/** The props of {@link AtriumProvider}. */
export interface AtriumProviderProps {
  /** What `init()` gets. Same values (a new object with equal fields) keep the run; other values start a new one. */
  config: EmbedConfig;
  /** Shown instead of the children when init() failed. */
  fallback?: ReactNode;
  /** Called once with init()'s `SdkError` when a run fails (without it, the failure is logged with `console.error`). */
  onError?: (error: SdkError) => void;
  children?: ReactNode;
}

/** The config object of the first render with these values: a new object with equal fields is no change. */
function useStableConfig(config: EmbedConfig): EmbedConfig {
  const ref = useRef(config);
  if (!sameValue(ref.current, config)) ref.current = config;
  return ref.current;
}

/**
 * Runs `init(config)` for its children: once per config value, also under React.StrictMode's
 * double mount (every pipeline request goes out once, nothing is logged); `destroy()` only when
 * it is really unmounted (or before a run with a new config). Children render at once —
 * `<AtriumComponent>`s and `useAtriumFunction` wait for the run — and a failed run shows
 * `fallback` instead of them and calls `onError`.
 *
 * @example
 * ```tsx
 * <AtriumProvider config={{ apiDomain: 'https://api.example.com', apps: ['@weapp/demo-lib'] }}
 *                 fallback={<p>Atrium is unavailable</p>} onError={(e) => report(e.code)}>
 *   <AtriumComponent name="demoLib.Hello" props={{ name: 'Ada' }} />
 * </AtriumProvider>
 * ```
 */
export function AtriumProvider({
  config,
  fallback = null,
  onError,
  children,
}: AtriumProviderProps): ReactElement {
  const latest = useRef(config);
  latest.current = config;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const stable = useStableConfig(config);
  const [owner] = useState<Owner>(() => ({
    failed(error) {
      const report = onErrorRef.current;
      if (typeof report === 'function') report(error);
      else console.error('[atrium] init failed', error);
    },
  }));
  useEffect(() => {
    acquire(owner, stable, () => withLatestFunctions(stable, () => latest.current));
    return () => release(owner);
  }, [owner, stable]);
  const own = () => snapshot(owner);
  const state = useSyncExternalStore(subscribe, own, own);
  return createElement(
    AtriumContext.Provider,
    { value: state },
    state.status === 'failed' ? fallback : children,
  );
}

/** The run's state for components under the provider (throws outside one). */
export function useAtriumContext(hook: string): AtriumState {
  const state = useContext(AtriumContext);
  if (!state) throw new Error(`${hook} needs an <AtriumProvider> above it`);
  return state;
}

/**
 * The provider's run: `status` is `'initializing'`, `'ready'` or `'failed'`, `error` init()'s
 * `SdkError` when it failed.
 *
 * @example
 * ```tsx
 * const { status, error } = useAtrium();
 * if (status === 'failed') return <p>{error?.code}</p>;
 * ```
 */
export function useAtrium(): AtriumState {
  return useAtriumContext('useAtrium()');
}
