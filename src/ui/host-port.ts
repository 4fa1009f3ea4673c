// The UI port's host implementation (`init({ ui: 'host' })`, docs/host-ui.md): the SDK draws
// nothing; each case becomes a typed event on the bus, with the actions that answer it. A
// prompt nobody listens to gets the safe answer (cancel); destroy() cancels one still waiting,
// so the request or openLink() that asked always settles. An action answers once.
import { addDisposer } from '../env/disposers';
import { type AtriumEvents, emit, hasListeners } from '../env/events';
import type { SensitiveInfo } from '../request/types';
import type { SensitiveRequest } from '../request/ui-port';
import type { LinkConfirmAnswer, UiPort } from './port';

type PromptEvent = 'sensitive' | 'linkConfirm';

/**
 * Asks the host through `event` and resolves with the first answer its actions give. With no
 * listener it resolves `fallback` at once; destroy() resolves `fallback` too. `build` makes the
 * payload from `answer` (later answers are ignored).
 */
function askHost<K extends PromptEvent, T>(
  event: K,
  fallback: T,
  build: (answer: (value: T) => void) => AtriumEvents[K],
): Promise<T> {
  if (!hasListeners(event)) return Promise.resolve(fallback);
  return new Promise<T>((resolve) => {
    let settled = false;
    const answer = (value: T) => {
      if (settled) return;
      settled = true;
      undispose();
      resolve(value);
    };
    const undispose = addDisposer(() => answer(fallback));
    emit(event, build(answer));
  });
}

/**
 * Server text as HTML safe for `innerHTML`: the confined rich-text profile (`sanitizeRich`, as the
 * `message` event's `html`), escaped text when the sanitiser cannot load. Exported for `batchTask`.
 */
export function confinedHtml(text: string): Promise<string> {
  if (!text) return Promise.resolve('');
  return import('./rich-text').then(
    ({ richHtml }) => richHtml(text),
    () => escapeHtml(text),
  );
}

/** The `sensitive` event's payload (data only; the actions are added by the caller). */
async function sensitivePayload(info: SensitiveInfo, request: SensitiveRequest | undefined) {
  const tip = info.superviseType === 'strong' ? info.strongConfirmTip : info.weakConfirmTip;
  return {
    html: await confinedHtml(tip ?? ''),
    url: request?.url ?? '',
    method: request?.method ?? '',
    superviseType: info.superviseType,
    words: info.sensitiveWords ?? '',
    rules: info.sensitiveWordList.map(({ name, value }) => ({ name, value })),
    tip: tip ?? '',
  };
}

const CANCELLED: LinkConfirmAnswer = { open: false, remember: false };
const noop = () => undefined;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The host draws: every case is an event (docs/host-ui.md#events). */
export const hostPort: UiPort = {
  kind: 'host',
  crashFallback: 'none',
  confirmSensitive: async (info, request) => {
    const payload = await sensitivePayload(info, request);
    return askHost('sensitive', false, (answer) => ({
      kind: 'confirm',
      ...payload,
      confirm: () => answer(true),
      cancel: () => answer(false),
    }));
  },
  sensitiveNotice(info, request) {
    // The request is refused already (its caller sees that): the event only informs.
    void sensitivePayload(info, request).then((payload) =>
      emit('sensitive', { kind: 'notice', ...payload, confirm: noop, cancel: noop }),
    );
  },
  confirmLink: (url) =>
    askHost('linkConfirm', CANCELLED, (answer) => ({
      url,
      open: (options) => answer({ open: true, remember: options?.remember === true }),
      cancel: () => answer(CANCELLED),
    })),
  message(text, type = 'info', _ms, rich) {
    if (!hasListeners('message')) {
      console.warn('[atrium]', text);
      return;
    }
    if (!rich) {
      emit('message', { text, type });
      return;
    }
    // Server HTML: `html` is safe for innerHTML. The sanitiser loads only when one arrives.
    import('./rich-text').then(
      ({ richHtml }) => emit('message', { text, type, html: richHtml(text) }),
      () => emit('message', { text, type, html: escapeHtml(text) }),
    );
  },
  // sessionExpired (with relogin()) already told the host.
  relogin: noop,
  // The host page is never navigated away: only the message, if any.
  logout(message) {
    if (message) hostPort.message(message, 'warning');
  },
  // The host has the failure already: the rejection and the `error` event.
  upgrade: noop,
  // The `batchTask` event is the whole story.
  batchTask: noop,
  employeeCard({ employeeId, href = '', x, y }) {
    emit('employeeCard', { employeeId, href, x, y });
  },
};
