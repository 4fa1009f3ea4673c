// The on-demand part of the script build (see scripts/build.mjs). Only capabilities whose
// public API is asynchronous belong here; the main script reaches them through embed/lazy.ts.

export { showEmployeeCardAt } from '../ui/employee-card';
export { confirmLink } from '../ui/link-confirm';
export { request } from './request';
