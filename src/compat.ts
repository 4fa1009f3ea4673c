// The public `React` export in a module of its own: preact/compat does work at import (it hooks
// preact's options), so the ES module build imports it only from here, and a bundler drops this
// module (package.json `sideEffects`) from apps that never read `React` (docs/architecture.md#build).
// A binding of its own, not a re-export: rollup would fold a bare re-export into the entry, whose
// namespace import of preact/compat a bundler keeps (it measured +6 KB on `{ formatNumber }`).
import * as compat from 'preact/compat';

/** The preact/compat namespace, so script-tag users can write React-style components. */
export const React: typeof compat = compat;
