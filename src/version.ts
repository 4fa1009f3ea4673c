declare const __ATRIUM_VERSION__: string | undefined;

/** The SDK version; equals package.json `version` in built bundles. */
export const version: string = typeof __ATRIUM_VERSION__ === 'string' ? __ATRIUM_VERSION__ : '0.0.0-dev';
