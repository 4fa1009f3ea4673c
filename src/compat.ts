// The public `React` export in a module of its own: preact/compat does work at import (it hooks
// preact's options), so the ES module build imports it only from here, and a bundler drops it
// from apps that never read `React` (docs/architecture.md#build).
import * as React from 'preact/compat';

/** The preact/compat namespace, so script-tag users can write React-style components. */
export { React };
