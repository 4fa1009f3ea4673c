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
  const init = initState.promise;
  // Not `await init`: that would count as handling init()'s failure (see TrackedPromise).
  return new Promise((resolve, reject) => {
    Promise.prototype.then.call(init, resolve, reject);
  });
}
