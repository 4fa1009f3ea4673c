// The UI gallery (docs/host-ui.md#accessibility): every dialog, banner and message of the SDK in
// every state. `?lang=zh_CN|en_US|ar&theme=default|dark&show=<state>`; tests drive
// `window.gallery.show(state)` and `window.gallery.states`.
const A = window.Atrium;
const q = new URLSearchParams(location.search);
const lang = q.get('lang') || 'zh_CN';
const theme = q.get('theme') || 'default';
/** `labels=1`: the SDK's own texts loaded for the language (Arabic: right-to-left dialogs in Arabic). */
const labels = q.get('labels') === '1';
/** A dark tenant theme, as the issue tried it: light text, a light primary, a dark bubble, big font. */
const DARK = {
  primaryColor: '#5d9cec',
  primaryHoverColor: '#4a89dc',
  primaryFocusColor: '#a0c4ff',
  bubbleColor: '#2b2b2b',
  fontColor: '#e6e6e6',
  fontSize: 'big',
};
const LONG =
  'Export of the quarterly report failed: the attachment "2026-11-27 revenue.xlsx" is larger than the 20 MB the server accepts';
const request = (options) => A.request(options).catch(() => undefined);
const clickIn = (id) => () => waitFor(id).then((el) => el.click());
function waitFor(...testids) {
  return new Promise((resolve) => {
    const find = () => {
      const root = document.querySelector('[data-atrium="overlay"]')?.shadowRoot;
      const el = root?.querySelector(testids.map((id) => `[data-testid="${id}"]`).join(','));
      if (el) resolve(el);
      else setTimeout(find, 20);
    };
    find();
  });
}

/** Runs `action`, then waits for one of `testids` on screen. */
const then =
  (action, ...testids) =>
  () => {
    action();
    return waitFor(...testids);
  };

/** Every state: name → what shows it (resolves once it is on screen). */
const states = {
  'message-info': then(() => A.openModule('workflow', '1024'), 'atrium-message'),
  'message-warning': then(() => request({ url: '/api/demo/intercept', method: 'POST' }), 'atrium-message'),
  'message-error': then(() => request({ url: '/api/doc/ui-gallery-error' }), 'atrium-message'),
  notice: then(
    () => request({ url: '/api/demo/sensitive/strong', method: 'POST' }),
    'atrium-sensitive-notice',
  ),
  sensitive: then(
    () => request({ url: '/api/demo/sensitive', method: 'POST', data: { n: Math.random() }, dedupe: false }),
    'atrium-sensitive-dialog',
    'atrium-sensitive-page',
  ),
  relogin: then(() => request({ url: '/api/demo/session/status' }), 'atrium-relogin-dialog'),
  link: then(
    () => A.openLink('https://elsewhere.example.org/a/very/long/path?with=query&and=more'),
    'atrium-link-confirm',
  ),
  upgrade: then(() => A.showUpgradeDialog(), 'atrium-upgrade-dialog'),
  'upgrade-error': then(
    () =>
      A.showUpgradeDialog(new TypeError('Cannot read properties of undefined (reading "rows")'), {
        comName: 'demoLib.Panel',
      }),
    'atrium-upgrade-dialog',
  ),
  'upgrade-details': () =>
    states['upgrade-error']()
      .then(clickIn('atrium-upgrade-dialog-details'))
      .then(clickIn('atrium-upgrade-dialog-copy')),
  'employee-card': then(() => A.openLink('/_alink_/employee/1001'), 'atrium-employee-card'),
  'banner-success': then(
    () => A.showBatchTaskResult({ taskId: 's1', failCount: 0, content: 'Export finished: 1,204 rows' }),
    'atrium-batch-banner',
  ),
  'banner-failures': then(() => {
    A.showBatchTaskResult({ taskId: 'f1', failCount: 3, content: LONG });
    A.showBatchTaskResult({ taskId: 'f2', failCount: 1, content: 'Second failure' });
  }, 'atrium-batch-banner'),
  'banner-open': () => states['banner-failures']().then(clickIn('atrium-batch-expand')),
  'title-bar': () => {
    A.setTitle('Quarterly report — a long title that does not fit on a phone');
    return Promise.resolve();
  },
};

/** Closes everything the SDK shows (destroy() and init again keeps the language and theme). */
async function reset() {
  A.setTitle('');
  await A.destroy();
  await start();
}

async function start() {
  await A.init({
    apiDomain: location.origin,
    staticDomain: location.origin,
    apps: [],
    monitor: false,
    eteamsid: 'demo-session-0001',
    locale: lang,
  });
  if (labels) await A.loadLabels('atrium');
  if (theme === 'dark') {
    A.applyTheme(DARK);
    document.body.classList.add('dark');
  }
}

window.gallery = {
  states: Object.keys(states),
  ready: start(),
  reset,
  show: async (name) => {
    await window.gallery.ready;
    await states[name]();
  },
};

document.getElementById('lang').value = lang;
document.getElementById('theme').value = theme;
document.getElementById('labels').checked = labels;
document.getElementById('labels').addEventListener('change', () => {
  const next = new URLSearchParams(location.search);
  next.set('labels', document.getElementById('labels').checked ? '1' : '0');
  location.search = next.toString();
});
for (const id of ['lang', 'theme'])
  document.getElementById(id).addEventListener('change', () => {
    const next = new URLSearchParams(location.search);
    next.set(id, document.getElementById(id).value);
    location.search = next.toString();
  });
document.getElementById('save').addEventListener('click', () => {
  document.getElementById('log').textContent += 'host Save clicked\n';
});
const box = document.getElementById('states');
for (const name of Object.keys(states)) {
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = name;
  button.addEventListener('click', () => window.gallery.show(name));
  box.appendChild(button);
}
const first = q.get('show');
if (first) window.gallery.show(first);
