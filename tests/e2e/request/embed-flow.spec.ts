// The request layer as wired by init() in the UMD bundle: eteamsid from the embedding config,
// and the token source refreshing an expired session once for requests failing together.
import { expect, test } from '../support/fixtures';

type A = {
  init(c: object): Promise<void>;
  request(o: object): Promise<{ data?: { headers?: Record<string, string> } }>;
  on(e: string, fn: (p: unknown) => void): () => void;
  destroy(): void;
};

test.describe('request after init()', () => {
  test('eteamsid from the config goes to the apiDomain, not to an untrusted origin', async ({
    page,
    demo,
  }) => {
    await page.goto('/pages/blank.html');
    const second = demo.secondOrigin;
    await page.evaluate(
      async ({ origin, second }) => {
        const Atrium = (window as unknown as { Atrium: A }).Atrium;
        await Atrium.init({ apiDomain: origin, eteamsid: 'valid-session', monitor: false });
        await Atrium.request({ url: '/api/demo/echo', params: { n: 'api' } });
        await Atrium.request({ url: `${second}/api/demo/echo`, params: { n: 'foreign' } });
      },
      { origin: demo.origin, second },
    );
    const log = await demo.log('/api/demo/echo');
    expect(log.find((e) => e.query.n === 'api')?.headers.eteamsid).toBe('valid-session');
    expect(log.find((e) => e.query.n === 'foreign')?.headers.eteamsid).toBeUndefined();
  });

  test('with authTokenApi, an expired session is refreshed once and the failing requests are retried', async ({
    page,
    demo,
    request,
  }) => {
    await page.goto('/pages/blank.html');
    await page.evaluate(async (origin) => {
      const Atrium = (window as unknown as { Atrium: A }).Atrium;
      await Atrium.init({ apiDomain: origin, authTokenApi: `${origin}/api/demo/token`, monitor: false });
    }, demo.origin);
    const tokensAtInit = (await demo.log('/api/demo/token')).length;
    // The server forgets the session: every request now meets expiry.
    await request.post(`${demo.origin}/api/demo/session-set`, { data: { value: 'gone' } });
    const out = await page.evaluate(async () => {
      const Atrium = (window as unknown as { Atrium: A }).Atrium;
      let expired = 0;
      Atrium.on('sessionExpired', () => expired++);
      const results = await Promise.all(
        ['status', 'actionMsg', 'status'].map((form, i) =>
          Atrium.request({ url: `/api/demo/session/${form}`, params: { i } }).then(
            (b) => b.data?.headers?.eteamsid,
            (e: { kind: string }) => `rejected:${e.kind}`,
          ),
        ),
      );
      return { results, expired };
    });
    const tokens = await demo.log('/api/demo/token');
    expect(tokens.length - tokensAtInit).toBe(1);
    const fresh = `token-${tokens.length}`;
    expect(out.results).toEqual([fresh, fresh, fresh]);
    expect(out.expired).toBe(0);
  });
});
