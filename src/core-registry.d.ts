// Virtual module provided by rollup.config.mjs: namespaces of the modules atrium.async.js shares.
declare module 'atrium:core-registry' {
  const core: Record<string, unknown>;
  export default core;
}
