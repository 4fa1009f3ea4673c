// No dead code: every value export of src/ is used by another module (scripts/dead-exports.mjs),
// except the seams below, each the way a unit test reads a pure helper's bounded cache or table.
import { expect, test } from '@playwright/test';
// @ts-expect-error — a plain ES module script without declarations
import { deadExports } from '../../scripts/dead-exports.mjs';

const TEST_SEAMS = [
  'src/hooks/get-by-path.ts pathCacheSize', // the parsed-path cache stays within PATH_CACHE_LIMIT
  'src/i18n/dates.ts dateCacheKeys', // the parse cache is least-recently-used, 100 entries
  'src/i18n/dates.ts clearDateCache', // each date test starts from an empty cache
  'src/routing/registry.ts MODULE_KEYS', // the registry table holds exactly the recorded modules
];

test('every export of src/ has a caller outside its own file (test seams listed and explained)', () => {
  const found = (deadExports() as { file: string; name: string }[]).map((d) => `${d.file} ${d.name}`);
  expect(found.sort()).toEqual([...TEST_SEAMS].sort());
});
