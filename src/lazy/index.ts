// The on-demand part of the script build (see scripts/build.mjs). Only asynchronous
// capabilities belong here; the main script reaches them through embed/lazy.ts.
export { $config } from '../env/store';
export const probe = 1;
