// The UMD entry: as a plain <script> it defines `window.Atrium` (flat: every export of index.ts).
import * as Atrium from './index';

export default Atrium;
