// Browser code shared by the init benchmarks, as strings (tsx would otherwise inject its helpers
// into functions passed to page.evaluate). Each is a statement list for an async function body.

/** Inserts the SDK's script tag and waits for it to run. */
export const INSERT_SDK_SCRIPT = `await new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/dist/atrium.umd.js';
    script.onload = resolve;
    script.onerror = reject;
    document.head.appendChild(script);
  });`;

/** Waits until the page is idle: no new resource entry for 300 ms, then an idle callback. */
export const WAIT_UNTIL_IDLE = `let n = -1;
  while (n !== performance.getEntriesByType('resource').length) {
    n = performance.getEntriesByType('resource').length;
    await new Promise((r) => setTimeout(r, 300));
  }
  await new Promise((r) => requestIdleCallback(r));`;

/**
 * Declares `config` for an init in one of the benchmark's modes (`session id`, `token API`,
 * `token function`) on this origin, loading `apps`.
 */
export const initConfig = (mode: string, apps: readonly string[]) => `const origin = location.origin;
  const mode = ${JSON.stringify(mode)};
  const base = { apiDomain: origin, staticDomain: origin, apps: ${JSON.stringify(apps)}, monitor: false };
  const config =
    mode === 'session id' ? { ...base, eteamsid: 'demo-session-0001' }
    : mode === 'token API' ? { ...base, oadomain: origin, authTokenApi: origin + '/external/atrium-token' }
    : { ...base, oadomain: origin, authTokenRequest: () => Promise.resolve('demo-session-0001') };`;

/**
 * The same round trips init needs in a mode, made by a page with no SDK: the script's bytes
 * (fetched, not run), then the token (token API) beside clearCookie (token modes), getInfo and
 * baseTeams, each after the one before. What the machine, browser and demo host cost on their
 * own: the floor an init in that mode cannot beat here. Resolves to its ms.
 */
export const bareChain = (mode: string) => `(async () => {
  const mode = ${JSON.stringify(mode)};
  const post = (path) => fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then((r) => r.text());
  const t0 = performance.now();
  await fetch('/dist/atrium.umd.js', { cache: 'no-store' }).then((r) => r.text());
  if (mode !== 'session id') {
    await Promise.all([
      fetch('/papi/app/baseserver/clearCookie?service=' + encodeURIComponent(location.origin)).then((r) => r.text()),
      mode === 'token API' ? fetch('/external/atrium-token').then((r) => r.text()) : null,
    ]);
  }
  await post('/papi/app/baseserver/info/getInfo');
  await post('/api/baseserver/layout/baseTeams');
  return performance.now() - t0;
})()`;
