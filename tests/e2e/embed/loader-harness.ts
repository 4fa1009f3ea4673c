// A test-only entry: loader functions the script build does not export (loadStyle, the
// platform-global shim), bundled by esbuild in the test as window.LoaderHarness.
export { loadStyle } from '../../../src/loader/load-script';
