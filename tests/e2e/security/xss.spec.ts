// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
// The sanitiser against an XSS corpus (corpora/xss.json: DOMPurify's vectors and the OWASP and
// PortSwigger cheat sheets, each in HTML, SVG and MathML context). Every payload goes through
// Atrium.sanitizeHtml into the live page; then every element is clicked, focused, hovered and
// every form submitted. A page-level canary (alert/confirm/prompt/print and window.__xss) must
// never fire, and no CSP violation may be reported.

import { expect, openBlank, test } from '../embed/support';
import corpus from './corpora/xss.json' with { type: 'json' };

interface Payload {
  id: number;
  source: string;
  context: string;
  payload: string;
}

const payloads = corpus.payloads as Payload[];
const CHUNK = 60;

test('the corpus is big enough and covers HTML, SVG and MathML', () => {
  expect(payloads.length).toBeGreaterThanOrEqual(300);
  expect(new Set(payloads.map((p) => p.context))).toEqual(new Set(['html', 'svg', 'math']));
});

for (let from = 0; from < payloads.length; from += CHUNK) {
  const slice = payloads.slice(from, from + CHUNK);
  test(`no payload runs script once sanitised and inserted (#${from + 1}–${from + slice.length})`, async ({
    page,
  }) => {
    await openBlank(page);
    await page.evaluate(() => {
      const w = window as any;
      w.__hits = [] as string[];
      w.__csp = [] as string[];
      const hit = (what: string) => () => {
        w.__hits.push(what);
      };
      w.alert = hit('alert');
      w.confirm = hit('confirm');
      w.prompt = hit('prompt');
      w.print = hit('print');
      Object.defineProperty(w, '__xss', { set: hit('__xss'), configurable: true });
      document.addEventListener('securitypolicyviolation', (e) =>
        w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
      // Navigation away would also be an escape: stop it and count it.
      w.addEventListener('beforeunload', hit('navigation'));
    });
    const out = await page.evaluate(async (items) => {
      const A = (window as any).Atrium;
      const app = document.getElementById('app') as HTMLElement;
      const unsafe: string[] = [];
      for (const item of items) {
        const box = document.createElement('div');
        box.dataset.payload = String(item.id);
        box.innerHTML = A.sanitizeHtml(item.payload);
        app.appendChild(box);
        // What survived, read from the DOM (text that merely mentions "onerror=" is harmless).
        for (const el of box.querySelectorAll('*')) {
          const tag = el.localName;
          if (
            ['script', 'iframe', 'object', 'embed', 'frame', 'frameset', 'base', 'meta', 'link'].includes(tag)
          )
            unsafe.push(`#${item.id} <${tag}>`);
          for (const attr of el.attributes) {
            const v = [...attr.value]
              .filter((c) => c.charCodeAt(0) > 0x20)
              .join('')
              .toLowerCase(); // blanks and control characters, as browsers skip them
            if (/^on/i.test(attr.localName)) unsafe.push(`#${item.id} ${tag}[${attr.name}]`);
            if (
              /^(href|src|action|formaction|xlink:href|poster|background|data|srcdoc)$/i.test(attr.name) &&
              /^(javascript|vbscript|data:text\/html)/.test(v)
            )
              unsafe.push(`#${item.id} ${tag}[${attr.name}=${attr.value}]`);
          }
        }
      }
      // Let load/error/toggle events fire: controls inserted unsanitised after every payload must
      // each have fired (image error, toggle; focus is dispatched below), so the same event of
      // every payload before them has had its turn — a condition, not a pause a machine outlasts.
      const fired = new Set<string>();
      (window as any).__control = (what: string) => fired.add(what);
      const controls = document.createElement('div');
      controls.innerHTML =
        '<img src=x onerror="__control(\'error\')">' +
        '<details open ontoggle="__control(\'toggle\')"></details>';
      document.body.appendChild(controls);
      await new Promise<void>((resolve) => {
        const check = () => (fired.size === 2 ? resolve() : requestAnimationFrame(check));
        check();
      });
      controls.remove();
      for (const el of app.querySelectorAll<HTMLElement>('*')) {
        // Links must not navigate the test page; the click itself still runs any handler.
        el.addEventListener('click', (e) => e.preventDefault());
        for (const type of [
          'mouseover',
          'mouseenter',
          'pointerover',
          'mousedown',
          'mouseup',
          'click',
          'dblclick',
          'mouseout',
        ])
          el.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
        if (typeof el.focus === 'function') el.focus();
        el.dispatchEvent(new FocusEvent('focus'));
        el.dispatchEvent(new FocusEvent('blur'));
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
        el.dispatchEvent(new DragEvent('dragstart', { bubbles: true }));
        el.dispatchEvent(new AnimationEvent('animationstart', { bubbles: true }));
      }
      for (const form of app.querySelectorAll('form')) {
        form.addEventListener('submit', (e) => e.preventDefault());
        form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
      }
      // What fires later than the dispatches — animation events, SVG animation begins — has had
      // its turn once the same events of controls inserted after every payload have fired.
      fired.clear();
      const later = document.createElement('div');
      later.innerHTML =
        '<style>@keyframes atrium-control { from { opacity: 0 } to { opacity: 1 } }</style>' +
        '<div style="animation: atrium-control 1s" onanimationstart="__control(\'animation\')"></div>' +
        '<svg><rect><animate attributeName="x" from="0" to="1" dur="1s" onbegin="__control(\'begin\')"/></rect></svg>';
      document.body.appendChild(later);
      await new Promise<void>((resolve) => {
        const check = () => (fired.size === 2 ? resolve() : requestAnimationFrame(check));
        check();
      });
      later.remove();
      const w = window as any;
      return { hits: w.__hits as string[], csp: w.__csp as string[], unsafe };
    }, slice);
    expect(out.hits).toEqual([]);
    expect(out.csp).toEqual([]);
    expect(out.unsafe).toEqual([]);
  });
}
