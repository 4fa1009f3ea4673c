// detect() against the UA corpus data file (real shapes that were misread before issue 10).
import { expect, test } from '@playwright/test';
import { detect } from '../../../src/env';
import corpus from './ua-corpus.json' with { type: 'json' };

for (const entry of corpus.entries) {
  test(`detect: ${entry.source}`, () => {
    const d = detect(entry.ua);
    expect({
      os: [d.os.name, d.os.version],
      browser: [d.browser.name, d.browser.version],
      engine: d.engine.name,
      type: d.type,
      container: d.container,
    }).toEqual({
      os: entry.os,
      browser: entry.browser,
      engine: entry.engine,
      type: entry.type,
      container: entry.container,
    });
  });
}
