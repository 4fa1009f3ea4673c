// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped Atrium global
// Links and schemes (issue 10 item 3, docs/security.md "Links and schemes"), against the built
// script: every variant of the corpus (corpora/links.json: schemes, look-alike hosts, userinfo
// tricks, encoded/blank/control-character obfuscation) gets the verdict of the table — open at
// once, ask through atrium-link-confirm, or refuse. What "opens" is observed at the browser's
// window.open (replaced by a recorder so no real popup starts), never inside the SDK.
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { outcomes } from './link-outcomes';

interface Variant {
  url: string;
  expect: 'open' | 'confirm' | 'refuse';
  source: string;
  note?: string;
}

const corpus = JSON.parse(readFileSync(new URL('./corpora/links.json', import.meta.url), 'utf8')) as {
  links: Variant[];
};

test.describe('links and schemes', () => {
  test(`the corpus (${corpus.links.length} variants) gets the table's verdicts`, async ({ page, demo }) => {
    expect(corpus.links.length).toBeGreaterThanOrEqual(70);
    await page.goto('/pages/blank.html');
    const urls = corpus.links.map((v) => v.url.replaceAll('{origin}', demo.origin));
    const seen = await outcomes(page, urls);
    const wrong = corpus.links
      .map((v, i) => ({ url: urls[i], expected: v.expect, note: v.note, seen: seen[i] }))
      .filter((x) => x.seen?.verdict !== x.expected);
    expect(wrong).toEqual([]);
    // What opens is the parsed URL, never the raw text.
    for (const [i, s] of seen.entries()) {
      if (s.verdict !== 'open') continue;
      const parsed = new URL(
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the blanks the SDK strips
        (urls[i] ?? '').replace(/^[\u0000-\u0020\u00a0\u2028\ufeff]+/, ''),
        `${demo.origin}/pages/blank.html`,
      );
      expect(s.opened[0], urls[i]).toBe(parsed.href);
    }
  });

  test('the confirm shows the parsed address, so a disguised host is visible', async ({ page }) => {
    await page.goto('/pages/blank.html');
    const [seen] = await outcomes(page, ['https://eteams.cn%2eattacker.example/x']);
    expect(seen?.verdict).toBe('confirm');
    expect(seen?.shown).toBe('https://eteams.cn.attacker.example/x');
  });

  test('"Do not remind again" covers http(s) links only: app schemes keep asking', async ({ page }) => {
    await page.goto('/pages/blank.html');
    await page.evaluate(() => localStorage.setItem('atrium.link.noRemind', 'true'));
    const seen = await outcomes(page, [
      'https://attacker.example/',
      'weixin://dl/scan',
      'ftp://ftp.example.com/',
    ]);
    expect(seen.map((s) => s.verdict)).toEqual(['open', 'confirm', 'confirm']);
  });
});
