// Fuzzing the pure functions of env, loader and routing: detect, time limits, manifest paths,
// resolveRoute, parseRecordId, pageUrl and the link rules. No exception, documented outputs.
import { test } from '@playwright/test';
import fc from 'fast-check';
import { detect } from '../../../src/env';
import { checkTimeLimit, MAX_TIMER_MS } from '../../../src/env/time-limit';
import { isChunkLoadError } from '../../../src/loader';
import { resolveAsset } from '../../../src/loader/app-name';
import { isExternalLink, isOpenable, pageUrl, parseRecordId, resolveRoute } from '../../../src/routing';

const RUNS = 2000;
const OS = new Set(['windows', 'macos', 'ios', 'android', 'harmonyos', 'linux', 'chromeos', 'unknown']);
const BROWSERS = new Set(['chrome', 'edge', 'firefox', 'safari', 'opera', 'samsung', 'ie', 'unknown']);
const ENGINES = new Set(['blink', 'webkit', 'gecko', 'trident', 'unknown']);
const TYPES = new Set(['pc', 'mobile', 'tablet']);
const CONTAINERS = new Set(['wecom', 'wechat', 'dingtalk', 'feishu', 'welink', 'emobile', null]);

const uaPiece = fc.constantFrom(
  'Mozilla/5.0 ',
  '(Windows NT 10.0; Win64; x64) ',
  '(iPhone; CPU iPhone OS 17_4 like Mac OS X) ',
  '(Linux; Android 13; Pixel) ',
  'AppleWebKit/537.36 ',
  '(KHTML, like Gecko) ',
  'Chrome/124.0.0.0 ',
  'Mobile ',
  'Safari/537.36 ',
  'wxwork/4.1 ',
  'MicroMessenger/8.0 ',
  'DingTalk/7.0 ',
  'Lark/6.9 ',
  'WeLink/7 ',
  'Pad/APad ',
  'Dalvik/2.1.0 ',
  'windows nt 6.1 ',
  'Macintosh; Intel Mac OS X 10_15_7 ',
  'OpenHarmony 4.0 ',
  'Firefox/125.0 ',
  'Edg/124 ',
  'Trident/7.0; rv:11.0 ',
  'Tablet ',
  'emobile/7 ',
);
const userAgent = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.array(uaPiece, { maxLength: 8 }).map((p) => p.join('')),
);

test('detect: any string or value gives a DeviceInfo whose fields are in the documented sets', () => {
  fc.assert(
    fc.property(fc.oneof(userAgent, fc.anything()), fc.anything(), (ua, hints) => {
      const d = detect(ua as string, hints as { maxTouchPoints?: number });
      return (
        OS.has(d.os.name) &&
        BROWSERS.has(d.browser.name) &&
        ENGINES.has(d.engine.name) &&
        TYPES.has(d.type) &&
        CONTAINERS.has(d.container) &&
        d.isPC === (d.type === 'pc') &&
        d.isMobile === (d.type === 'mobile') &&
        d.isTablet === (d.type === 'tablet') &&
        d.isIOS === (d.os.name === 'ios') &&
        d.isWeChat === (d.container === 'wechat') &&
        typeof d.os.version === 'string'
      );
    }),
    { numRuns: RUNS },
  );
});

test('checkTimeLimit: a number in (0, 2^31−1] or a TypeError; never a delay a timer would overflow', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.double(),
        fc.integer(),
        fc.anything(),
        fc.constantFrom(2 ** 31, 3e9, Number.POSITIVE_INFINITY),
      ),
      (v) => {
        const out = checkTimeLimit(v, 15_000, 'limit');
        if (out instanceof TypeError) return !(typeof v === 'number' && v > 0) && v !== undefined;
        return (
          out > 0 &&
          out <= MAX_TIMER_MS &&
          (v === undefined ? out === 15_000 : out === Math.min(v as number, MAX_TIMER_MS))
        );
      },
    ),
    { numRuns: RUNS },
  );
});

const pathPiece = fc.constantFrom(
  '/',
  '\\',
  '\t',
  '\n',
  '\r',
  ' ',
  '.',
  '..',
  'evil.example',
  'x.js',
  '%2f',
  '%5c',
  '@',
  ':',
  '?',
  '#',
  'build',
  'static',
  'https:',
  '//',
);
const manifestPath = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.array(pathPiece, { minLength: 1, maxLength: 8 }).map((p) => p.join('')),
);

test('resolveAsset: a non-absolute manifest path never resolves to another origin (or is refused)', () => {
  const page = 'https://app.example/home';
  fc.assert(
    fc.property(manifestPath, fc.constantFrom('', 'https://static.example'), (file, staticDomain) => {
      const publicUrl = `${staticDomain}/build/x/`;
      let url: string;
      try {
        url = resolveAsset(file, publicUrl, staticDomain, page);
      } catch (error) {
        return isChunkLoadError(error);
      }
      if (/^(https?:)?\/\//i.test(file)) return url === file;
      const expected = new URL(staticDomain || '/', page).origin;
      return new URL(url, page).origin === expected;
    }),
    { numRuns: RUNS },
  );
});

const modules = fc.constantFrom(
  'doc',
  'task',
  'crm.customer',
  'crm.contact',
  'workflow',
  'hrm',
  'meeting',
  'blog',
  'nope',
  '',
  '__proto__',
  'constructor',
  'toString',
);
const recordId = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 20 })).map(([a, b]) => `${a}__${b}`),
);
const options = fc.record(
  {
    device: fc.constantFrom('mobile', 'pc', 'tv' as never),
    kind: fc.constantFrom('list', 'detail', 'x' as never),
  },
  { requiredKeys: [] },
);

test('resolveRoute: a path starting with "/" or null, for any module, id and options', () => {
  fc.assert(
    fc.property(
      fc.oneof(modules, fc.string({ maxLength: 12 })),
      fc.option(recordId, { nil: undefined }),
      fc.oneof(options, fc.constant(null as never)),
      (m, id, o) => {
        const out = resolveRoute(m, id, o);
        return out === null || (typeof out === 'string' && out.startsWith('/'));
      },
    ),
    { numRuns: RUNS },
  );
});

test('parseRecordId: id is the text before the first "__"; params are own string values, no __proto__', () => {
  fc.assert(
    fc.property(recordId, (text) => {
      const { id, params } = parseRecordId(text);
      const at = text.indexOf('__');
      return (
        id === (at < 0 ? text : text.slice(0, at)) &&
        Object.getPrototypeOf(params) === Object.prototype &&
        !Object.hasOwn(params, '__proto__') &&
        Object.values(params).every((v) => typeof v === 'string')
      );
    }),
    { numRuns: RUNS },
  );
});

test('pageUrl: a same-origin path (or "" for an unknown type) that carries the id encoded', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.constantFrom(
          'doc',
          'task',
          'crm',
          'workflow',
          'project',
          'workplan',
          'prjtsk',
          7,
          18,
          8,
          135,
          37,
          152,
          'x',
          0,
        ),
        fc.string({ maxLength: 8 }),
      ),
      fc.string({ maxLength: 20 }),
      fc.record(
        {
          from: fc.constantFrom('blog' as const),
          discussId: fc.string({ maxLength: 8 }),
          router: fc.string({ maxLength: 8 }),
        },
        { requiredKeys: [] },
      ),
      (type, id, ctx) => {
        const out = pageUrl(type, id, ctx);
        if (out === '') return true;
        return (
          out.startsWith('/spa/') && new URL(out, 'https://app.example/').origin === 'https://app.example'
        );
      },
    ),
    { numRuns: RUNS },
  );
});

const schemeCase = fc
  .tuple(
    fc.constantFrom('javascript:', 'vbscript:', 'data:'),
    fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }),
    fc.constantFrom('', ' ', '\t', '\u0000', '\u001f', '\n', '  \u0001'),
  )
  .map(
    ([scheme, upper, lead]) =>
      `${lead + [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('')}alert(1)`,
  );

test('isOpenable: false for script URLs in any case with leading blanks/control characters; boolean for anything', () => {
  fc.assert(
    fc.property(schemeCase, (url) => isOpenable(url) === false),
    { numRuns: RUNS },
  );
  fc.assert(
    fc.property(fc.anything(), (v) => typeof isOpenable(v) === 'boolean'),
    { numRuns: RUNS },
  );
});

test('isExternalLink: never throws; a look-alike host is external; a relative path is not', () => {
  const origin = 'https://good.example';
  fc.assert(
    fc.property(
      fc.oneof(fc.string({ maxLength: 40 }), fc.webUrl()),
      (url) => typeof isExternalLink(url, origin) === 'boolean',
    ),
    { numRuns: RUNS },
  );
  fc.assert(
    fc.property(fc.domain(), (host) => {
      const lookAlikes = [`https://good.example.${host}/`, `//${host}/x`, `https://good.example@${host}/`];
      return lookAlikes.every((u) => new URL(u, origin).origin === origin || isExternalLink(u, origin));
    }),
    { numRuns: RUNS },
  );
  fc.assert(
    fc.property(
      fc.stringMatching(/^[a-z0-9._-][a-z0-9/._-]{0,20}$/),
      (path) => !isExternalLink(`/${path}`, origin),
    ),
    { numRuns: RUNS },
  );
});
