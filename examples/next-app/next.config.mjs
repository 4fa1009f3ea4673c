/** @type {import('next').NextConfig} */
export default {
  // The example is built by a test (scripts/next-example.mjs) against the packed package.
  typescript: { ignoreBuildErrors: false },
};
