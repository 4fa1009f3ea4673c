// The public `React` export in a module of its own: preact/compat does work at import (it hooks
// preact's options), so the ES module build imports it only from here, and a bundler drops this
// module (package.json `sideEffects`) from apps that never read `React` (docs/architecture.md#build).
// An alias of its own, not a re-export: rollup folds a bare re-export into the entry, whose
// namespace import of preact/compat a bundler keeps (+3 to 6 KB on every per-import measure).
// `import … =` keeps React's types reachable as `React.FunctionComponent` and the like.
import * as compat from 'preact/compat';

// Babel (Playwright's TypeScript transform) drops an import that only an `import … =` uses; this
// value use keeps it. It does nothing at run time.
void compat;

/** The preact/compat namespace, so script-tag users can write React-style components. */
export import React = compat;
