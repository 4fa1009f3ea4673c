// No test sleeps a fixed time racing a timer (docs/testing.md#how-the-suite-runs): a test waits
// for the condition (expect.poll, a promise the event resolves, demo.waitForRequests, locators) or
// moves a fake clock. This scans every test file for the three shapes a fixed sleep takes.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { filesUnder } from '../files-under';

const root = join(import.meta.dirname, '../../..');

const files = (dir: string) => filesUnder(dir, ['.ts', '.tsx', '.mjs', '.js']);

/** The fixed sleeps in `source`, one line each: `line: text`. */
export function fixedSleeps(source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((text, i) => {
    const sleep =
      // a promise resolved by a timer: setTimeout(resolve, 10) (a zero delay is one turn of the
      // event loop, an ordering barrier after work already queued, not a pause)
      /setTimeout\(\s*[A-Za-z_$][\w$]*\s*,\s*(?!0\s*\))[^)\s]/.test(text) ||
      // Playwright's own pause
      /\bwaitForTimeout\(/.test(text) ||
      // a hand polling loop (one that moves a fake clock is a step of the clock, not a poll)
      (/\bwhile\s*\(.*\)\s*await\b/.test(text) && !/\badvance\(|clock\./.test(text));
    if (sleep) found.push(`${i + 1}: ${text.trim()}`);
  });
  return found;
}

// The one interval allowed: the cross-engine set's condition poll (engines driven over WebDriver
// have no event to await; it checks a condition with a deadline, it does not wait a fixed time).
const POLL_HELPER = 'tests/cross-engine/poll.mjs';

test('no test file sleeps a fixed time', () => {
  const self = relative(root, import.meta.filename);
  const found = files(join(root, 'tests'))
    .filter((f) => relative(root, f) !== self && relative(root, f) !== POLL_HELPER)
    .flatMap((f) => fixedSleeps(readFileSync(f, 'utf8')).map((line) => `${relative(root, f)}:${line}`));
  expect(found).toEqual([]);
});

test('the scan finds each shape of a fixed sleep, and passes a turn, a clock step and a give-up bound', () => {
  expect(fixedSleeps('await new Promise((r) => setTimeout(r, 10));')).toHaveLength(1);
  expect(fixedSleeps('await new Promise((resolve) => setTimeout(resolve, a.delay));')).toHaveLength(1);
  expect(fixedSleeps('await page.waitForTimeout(100);')).toHaveLength(1);
  expect(fixedSleeps('while (!prompts.length) await tick();')).toHaveLength(1);
  expect(fixedSleeps('await new Promise((r) => setTimeout(r, 0));')).toEqual([]);
  expect(fixedSleeps('while (!settled) await advance(a, 200, 200);')).toEqual([]);
  expect(fixedSleeps("setTimeout(() => resolve('gave up'), 5_000);")).toEqual([]);
});
