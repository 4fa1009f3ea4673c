// The monitor soak at test size (the full one: `npm run soak`): two tabs, reloads with records
// captured in the last 100 ms before each, every upload fault, then healed.
import { formatFigures, runSoak } from '../../../bench/soak-run';
import { expect, test } from '../support/fixtures';

test('soak: nothing lost beyond the counted cap, nothing acknowledged twice', async ({ context, demo }) => {
  test.setTimeout(120_000);
  const figures = await runSoak(context, demo.origin, { records: 720, reloads: 3, costRecords: 300 });
  console.log(formatFigures(figures).join('\n'));
  expect(figures.generated).toBeGreaterThanOrEqual(700);
  expect(figures.lostBeyondCap).toBe(0);
  expect(figures.acknowledged + figures.droppedCounted).toBeGreaterThanOrEqual(figures.generated);
  expect(figures.duplicatesAcknowledged).toBe(0);
});
