// Where the script build was loaded from, so its on-demand part loads from the same folder.
// Set once by the UMD entry from document.currentScript; empty in the ES module build.
let base = '';

/** The URL of atrium.umd.js as the page loaded it ('' when unknown). */
export function getBundleBase(): string {
  return base;
}
/** The CSP nonce the SDK's own script tag carried, reused for the scripts it loads. */
getBundleBase.nonce = '';

/** Records the script's URL and nonce (UMD entry only). */
export function setBundleBase(url: string, nonce = ''): void {
  base = url;
  getBundleBase.nonce = nonce;
}
