import { $user, type CurrentUser } from '../env/store';

/**
 * Sets (or clears with null) the current user; reports and uploads need one with an id.
 *
 * @example
 * ```ts
 * setCurrentUser({ id: 'u-1', employeeId: 'emp-42' }); // records captured from now on carry this user
 * ```
 */
export function setCurrentUser(user: CurrentUser | null): void {
  $user.set(
    user
      ? {
          id: String(user.id ?? ''),
          employeeId: String(user.employeeId ?? ''),
          ...(user.loginChannel !== undefined ? { loginChannel: user.loginChannel } : {}),
        }
      : null,
  );
}
