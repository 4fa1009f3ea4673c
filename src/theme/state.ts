// The theme folder's state (docs/architecture.md#state-and-teardown): what `<html>` had before the
// SDK first set each theme variable (its disposer puts them back). One reset forgets them.
import { registerReset } from '../env/disposers';

/** Variable name → the value `<html>` had before (`''`: none). */
export const themeState = { original: new Map<string, string>() };

registerReset(() => themeState.original.clear());
