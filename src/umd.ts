// The UMD entry: as a plain <script> it defines `window.Atrium` (flat: every export of index.ts).
// Its only side effects are the global itself and remembering where the script came from, so the
// on-demand part (atrium.async.js) loads from the same folder.
import core from 'atrium:core-registry';
import { setBundleBase } from './env/bundle-base';
import * as api from './index';

const Atrium: Record<string, unknown> = { ...api };
// Shared modules for atrium.async.js; not part of the public surface.
Object.defineProperty(Atrium, '__core', { value: core });

const script = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null) : null;
if (script?.src) setBundleBase(script.src, script.nonce || script.getAttribute('nonce') || '');

const g = globalThis as unknown as { Atrium?: unknown };
// AMD/CommonJS loaders get the module, but atrium.async.js finds the SDK on the global.
if (typeof g.Atrium === 'undefined') g.Atrium = Atrium;

export default Atrium;
