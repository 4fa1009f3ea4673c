// The UMD entry: as a plain <script> it defines `window.Atrium` (flat: every export of index.ts).
// Its only side effects are the global itself and plugging the request layer into the UI port
// (routing/request-ui.ts), so a script-tag page gets the SDK's request dialogs even before (or
// without) init(). The SDK's dialogs are inlined (rollup.config.mjs): nothing else to fetch.
import * as api from './index';
import { plugRequestUi } from './routing/request-ui';

plugRequestUi();

// The CommonJS wrapper's `module` (a free variable of the UMD factory).
declare const module: { exports?: unknown } | undefined;

const Atrium = { ...api };
const g = globalThis as unknown as { Atrium?: unknown };
// A CommonJS loader gets the module and no global (`require('atrium-sdk')` in Node touches
// nothing outside its own module); a plain <script> (and an AMD loader, as before) gets the
// global too (a copy already on the page keeps its place: two SDKs on one page share nothing).
const commonJs = typeof module === 'object' && !!module && typeof module.exports === 'object';
if (!commonJs && typeof g.Atrium === 'undefined') g.Atrium = Atrium;

export default Atrium;
