// The UMD entry: as a plain <script> it defines `window.Atrium` (flat: every export of index.ts).
// Its only side effects are the global itself and making the SDK's dialogs the default UI port
// (ui/choose.ts), so a script-tag page gets them even before (or without) init(). The SDK's
// dialogs are inlined (rollup.config.mjs): nothing else to fetch.
import * as api from './index';
import { useSdkDialogs } from './ui/choose';

useSdkDialogs();

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
