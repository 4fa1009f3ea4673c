/* Runs, but never defines window.weappMissingLib: loadApp fails with type "missing". */
window.__missingLibRan = true;
