// The demo pages' way to the demo host's control plane (/__demo/*): the host hands its per-run
// token to its own pages only (GET /__demo/token, same origin), and every call sends it.
(() => {
  let token;
  /** fetch(`/__demo/${path}`) with the token; a `body` is sent as JSON (POST unless `method` says). */
  window.demoControl = async (path, init = {}) => {
    token ??= fetch('/__demo/token')
      .then((r) => r.json())
      .then((j) => j.token);
    const headers = { 'x-atrium-demo-token': await token };
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    if (method === 'POST') headers['content-type'] = 'application/json';
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    return fetch(`/__demo/${path}`, { method, headers, body });
  };
})();
