import { logged, SdkError } from './errors';
import { initState } from './state';

/**
 * Render and callFunction go through here: with no init() they reject NOT_INITIALIZED; while
 * init runs they wait for it; after a failed init they reject with its error.
 */
export function afterInit(): Promise<void> {
  if (!initState.promise) {
    return Promise.reject(
      logged(new SdkError('NOT_INITIALIZED', 'the SDK is not initialised: call init() first')),
    );
  }
  return initState.promise;
}
