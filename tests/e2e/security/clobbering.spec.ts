// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// Issue 10 item 7: markup in the page (sanitised or the host's own) must not stand in for the
// globals the SDK reads — `WeaPassport`, `ETEAMSID`, `TEAMS`, `locale`, the chat apps' SDKs.
import { expect, openBlank, runInit, test } from '../embed/support';

test.describe('DOM clobbering', () => {
  test('sanitizeHtml output cannot define page globals (named properties are renamed)', async ({ page }) => {
    await openBlank(page);
    const out = await page.evaluate(() => {
      const A = (window as any).Atrium;
      const host = document.createElement('div');
      host.innerHTML = A.sanitizeHtml(
        '<img id="WeaPassport"><a id="locale" lang="en_US">x</a><form name="TEAMS"><input name="locale"></form><img name="ETEAMSID"><p id="wx"></p>',
      );
      document.body.appendChild(host);
      const w = window as any;
      return {
        WeaPassport: typeof w.WeaPassport,
        locale: typeof w.locale,
        TEAMS: typeof w.TEAMS,
        ETEAMSID: typeof w.ETEAMSID,
        wx: typeof w.wx,
      };
    });
    expect(out).toEqual({
      WeaPassport: 'undefined',
      locale: 'undefined',
      TEAMS: 'undefined',
      ETEAMSID: 'undefined',
      wx: 'undefined',
    });
  });

  test('a sanitised <img id="WeaPassport"> does not skip loading passport.js', async ({ page, demo }) => {
    await openBlank(page);
    await page.evaluate(() => {
      document.getElementById('app')!.innerHTML = (window as any).Atrium.sanitizeHtml(
        '<img id="WeaPassport">',
      );
    });
    const outcome = await runInit(page, 'passport');
    expect(outcome.ok).toBe(true);
    expect(await demo.log('/build/passport/passport.js')).toHaveLength(1);
  });

  test("the host page's own <img id=WeaPassport> is not a passport SDK either", async ({ page, demo }) => {
    await openBlank(page);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img id="WeaPassport">'));
    await demo.fault({ path: '/build/passport/passport.js', status: 404, body: 'nope' });
    const outcome = await runInit(page, 'passport');
    expect(outcome).toMatchObject({ ok: false, code: 'PASSPORT_FAILED' });
    expect(await demo.log('/build/passport/passport.js')).toHaveLength(1);
  });

  test('<a id="locale" lang="…"> and <form name="TEAMS"> do not change getLocale()', async ({ page }) => {
    await openBlank(page);
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'beforeend',
        '<a id="locale" lang="en_US">l</a><a id="tenantKey" href="https://evil.example/">t</a><form name="TEAMS"><input name="locale" lang="en_US"></form>',
      ),
    );
    expect((await runInit(page, 'session')).ok).toBe(true);
    const lang = await page.evaluate(() => (window as any).Atrium.getLocale().lang);
    expect(lang).toBe('zh_CN');
  });

  test('<img name="ETEAMSID"> is not a session id: the OA login poll keeps waiting for a string', async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img name="ETEAMSID">'));
    expect(await page.evaluate(() => typeof (window as any).ETEAMSID)).toBe('object');
    const outcome = await runInit(page, 'oa');
    // The demo OA login script sets a real string id, which wins over the element.
    expect(outcome.ok).toBe(true);
  });
});
