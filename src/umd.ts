// The UMD entry: as a plain <script> it defines `window.Atrium` (flat: every export of index.ts).
// Its only side effects are the global itself and making the SDK's dialogs the default UI port
// (ui/choose.ts), so a script-tag page gets them even before (or without) init(). The SDK's
// dialogs are inlined (rollup.config.mjs): nothing else to fetch.
import * as api from './index';
import { useSdkDialogs } from './ui/choose';

useSdkDialogs();

const Atrium = { ...api };
const g = globalThis as unknown as { Atrium?: unknown };
// AMD/CommonJS loaders get the module; a plain <script> gets the global (a copy already on the
// page keeps its place: two SDKs on one page would share nothing anyway).
if (typeof g.Atrium === 'undefined') g.Atrium = Atrium;

export default Atrium;
