import { $user, type CurrentUser } from '../env/store';

/** Sets (or clears with null) the current user; reports and uploads need one with an id. */
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
