import { offerUpgradeDialog } from '../ui/upgrade-dialog';
import { logged, SdkError } from './errors';
import { afterInit } from './gate';
import { reportError } from './integrations';
import { findFunction } from './registry';
import { initState } from './state';

/**
 * Calls a registered or app-library function (`'lib.fn'`) with `args` and resolves to its
 * result. Waits while init() runs; rejects with `NOT_INITIALIZED`, `MISSING_ARGUMENT` or
 * `FUNCTION_NOT_FOUND`. When the function itself fails (a module-call failure) the upgrade
 * dialog opens (not with `ui: 'host'`), the monitor records it, and the promise rejects with that error.
 */
export async function callFunction(name: string, ...args: unknown[]): Promise<unknown> {
  const waiting = afterInit();
  if (!initState.promise) await waiting;
  if (!name || typeof name !== 'string') {
    waiting.catch(() => {});
    throw logged(new SdkError('MISSING_ARGUMENT', 'callFunction() needs a function name'));
  }
  await waiting;
  const fn = findFunction(name);
  if (!fn) throw logged(new SdkError('FUNCTION_NOT_FOUND', `function does not exist: ${name}`));
  try {
    return await fn(...args);
  } catch (error) {
    logged(error);
    reportError(error, name);
    offerUpgradeDialog(error, { comName: name });
    throw error;
  }
}
