// The on-demand part of the script build (see scripts/build.mjs). Only capabilities whose
// public API is asynchronous belong here; the main script reaches them through embed/lazy.ts.
export { request } from './request';
