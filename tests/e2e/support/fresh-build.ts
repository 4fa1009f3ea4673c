// Playwright's global set-up when e2e tests are selected (playwright.config.ts): the e2e tests
// load dist/, so a build older than the code would test old code. Refuses to run then, and says
// what to do (docs/testing.md#how-the-suite-runs).
// @ts-expect-error — a plain .mjs tool script without types
import { staleBuild } from '../../../scripts/build-freshness.mjs';

export default function freshBuild(): void {
  const reason: string | null = staleBuild();
  if (reason)
    throw new Error(
      `dist/ is not the build of the code: ${reason}. Run \`npm run build\` first (\`npm test\` builds before it tests).`,
    );
}
