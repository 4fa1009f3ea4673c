// useAtriumEvent and useAtriumFunction (docs/react.md#hooks).
import {
  callFunction,
  type FunctionArgs,
  type FunctionResult,
  type SdkEventName,
  type SdkListener,
} from 'atrium-sdk';
import { useCallback, useEffect, useRef } from 'react';
import { listen } from './events';
import { useAtriumContext } from './provider';
import { whenReady } from './session';

/**
 * Subscribes `listener` to SDK event `event` while the calling component is mounted (the newest
 * `listener` of each render is called; it survives the provider's `destroy()` and new runs).
 * Works under an {@link AtriumProvider} or beside an `init()` of your own.
 *
 * @example
 * ```tsx
 * useAtriumEvent('sessionExpired', (e) => e.relogin());
 * useAtriumEvent('error', (e) => toast(`${e.code}: ${e.message}`));
 * ```
 */
export function useAtriumEvent<K extends SdkEventName>(event: K, listener: SdkListener<K>): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(
    () =>
      listen(event, (payload) => {
        const fn = latest.current;
        if (typeof fn === 'function') fn(payload);
      }),
    [event],
  );
}

/**
 * A function that calls SDK function `name` (`callFunction`) once the provider's init() is
 * ready — called earlier, it waits; after a failed init it rejects with init()'s error. Its
 * arguments and result are typed by the `AtriumFunctions` registry. The returned function is
 * the same across renders.
 *
 * @example
 * ```tsx
 * const sum = useAtriumFunction('demoLib.sum');
 * <button onClick={async () => setTotal(await sum(1, 2, 3))}>Sum</button>
 * ```
 */
export function useAtriumFunction<N extends string>(
  name: N,
): (...args: FunctionArgs<N>) => Promise<FunctionResult<N>> {
  useAtriumContext('useAtriumFunction()');
  return useCallback(
    async (...args: FunctionArgs<N>) => {
      await whenReady();
      return callFunction(name, ...args);
    },
    [name],
  );
}
