// The UMD entry: as a plain <script> it defines `window.Atrium` (flat: every export of index.ts).
// Its only side effects are the global itself and the SDK's own request dialogs, which a
// script-tag page gets even before (or without) init().
import * as api from './index';
import { setRequestUi } from './request';
import { requestUi } from './ui';

setRequestUi(requestUi);

const Atrium = { ...api };
const g = globalThis as unknown as { Atrium?: unknown };
// AMD/CommonJS loaders get the module; a plain <script> gets the global (a copy already on the
// page keeps its place: two SDKs on one page would share nothing anyway).
if (typeof g.Atrium === 'undefined') g.Atrium = Atrium;

export default Atrium;
