// biome-ignore-all lint/suspicious/noExplicitAny: page.evaluate code reads the untyped globals the page sets
import { expect, openBlank, test } from './support';

// Each payload would set window.__xss (or call __pwn) if any script ran.
const VECTORS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<body onload="window.__xss=1">',
  '<iframe src="javascript:window.parent.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1" id="jslink">click</a>',
  '<a href=" JaVaScRiPt:window.__xss=1" id="jslink2">click</a>',
  '<a href="&#106;avascript:window.__xss=1" id="jslink3">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<form><button formaction="javascript:window.__xss=1">x</button></form>',
  '<input autofocus onfocus="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x="20" y="20">x</text></a></svg>',
  '<img src="x" onerror=&#x77;indow.__xss=1>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<link rel="import" href="data:text/html,<script>parent.__xss=1</script>">',
  '<base href="javascript:/a/-alert(1)///////"><a href="../x">x</a>',
  '<marquee onstart="window.__xss=1">x</marquee>',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '<img src=x onerror="window.__xss=1" isImage="true" pluginname="p">',
  '<a href="https://example.com" target="_blank" onclick="window.__xss=1" id="tlink">ok</a>',
];

test('sanitizeHtml: no XSS vector from the corpus runs once inserted into the DOM', async ({ page }) => {
  await openBlank(page);
  const results = await page.evaluate(async (vectors) => {
    const A = (window as any).Atrium;
    const w = window as any;
    w.__xss = 0;
    const host = document.getElementById('app') as HTMLElement;
    const out: string[] = [];
    for (const v of vectors) {
      const clean = A.sanitizeHtml(v);
      out.push(clean);
      const box = document.createElement('div');
      box.innerHTML = clean;
      host.appendChild(box);
    }
    // Controls, inserted unsanitised after every vector, for the events that fire later (image
    // error, toggle): once each has fired, the same event of every vector before it has had its
    // turn — a condition, not a sleep a slow machine could outlast.
    w.__controls = new Set<string>();
    const controls = document.createElement('div');
    controls.innerHTML =
      '<img src=x onerror="window.__controls.add(\'error\')">' +
      '<details open ontoggle="window.__controls.add(\'toggle\')"></details>';
    host.appendChild(controls);
    await new Promise<void>((resolve) => {
      const check = () => (w.__controls.size === 2 ? resolve() : requestAnimationFrame(check));
      check();
    });
    controls.remove();
    // Then focus every element (an autofocus vector may not have been the document's first) and
    // click every link and button: inline handlers run during the dispatch itself.
    for (const el of host.querySelectorAll<HTMLElement>('*')) el.focus?.();
    for (const a of host.querySelectorAll('a, button')) {
      a.addEventListener('click', (e) => e.preventDefault());
      a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
    return { flag: w.__xss, out };
  }, VECTORS);
  expect(results.flag).toBe(0);
  for (const html of results.out) {
    expect(html).not.toMatch(/<script|onerror|onload|onfocus|ontoggle|onstart|onclick|javascript:/i);
  }
});

test('sanitizeHtml keeps pluginname, isImage, contenteditable and target (with rel=noopener)', async ({
  page,
}) => {
  await openBlank(page);
  const out = await page.evaluate(() => {
    const A = (window as any).Atrium;
    return [
      A.sanitizeHtml('<img src="/a.png" isImage="true" pluginname="imgPlugin">'),
      A.sanitizeHtml('<div contenteditable="true">edit</div>'),
      A.sanitizeHtml('<a href="https://example.com" target="_blank">x</a>'),
      A.sanitizeHtml('<p class="k" style="color:red">plain</p>'),
    ];
  });
  expect(out[0]).toContain('isimage="true"');
  expect(out[0]).toContain('pluginname="imgPlugin"');
  expect(out[1]).toBe('<div contenteditable="true">edit</div>');
  expect(out[2]).toContain('target="_blank"');
  expect(out[2]).toContain('rel="noopener noreferrer"');
  expect(out[3]).toBe('<p class="k" style="color:red">plain</p>');
});
