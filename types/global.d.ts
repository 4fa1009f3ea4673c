// `atrium-sdk/global` (copied to dist/types/global.d.ts by the build): the `Atrium` global that
// `<script src="atrium.umd.js">` defines, typed as the module. Script-tag projects add
// `"types": ["atrium-sdk/global"]` to tsconfig.json, or `/// <reference types="atrium-sdk/global" />`.
// Declarations for AtriumComponents / AtriumFunctions (`declare module 'atrium-sdk' { … }`)
// apply to the global too.
import type * as AtriumModule from './index';

declare global {
  /** The Atrium SDK as the script file defines it: every export of `atrium-sdk`. */
  var Atrium: typeof AtriumModule;
}
