// `npm run bench encoding`: why we ship our own query-string and UA code. Prints gzip sizes of
// the candidates (esbuild --minify, gzip level 9) and parse/stringify speed relative to qs.
// Ratios only; nothing here asserts on time.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import qs from 'qs';
import { parseQuery } from '../src/encoding/query-parse';
import { stringifyQuery } from '../src/encoding/query-stringify';

async function gzipSize(contents: string): Promise<number> {
  const out = await build({
    stdin: { contents, resolveDir: new URL('..', import.meta.url).pathname, loader: 'ts' },
    bundle: true,
    minify: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    logLevel: 'silent',
  });
  return gzipSync(out.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

const candidates: Array<[string, string]> = [
  ['qs (parse+stringify)', "import qs from 'qs'; (globalThis as any).x = [qs.parse, qs.stringify];"],
  [
    'qs-esm (parse+stringify)',
    "import { parse, stringify } from 'qs-esm'; (globalThis as any).x = [parse, stringify];",
  ],
  [
    'ours: encoding/query-*',
    "import { parseQuery } from './src/encoding/query-parse'; import { stringifyQuery } from './src/encoding/query-stringify'; (globalThis as any).x = [parseQuery, stringifyQuery];",
  ],
  [
    'ours: encoding/base64',
    "import { encodeBase64, decodeBase64 } from './src/encoding/base64'; (globalThis as any).x = [encodeBase64, decodeBase64];",
  ],
  ['ours: env/detect', "import { detect } from './src/env/detect'; (globalThis as any).x = detect;"],
];

console.log('gzip size (bytes)');
const sizes = new Map<string, number>();
for (const [name, code] of candidates) {
  const size = await gzipSize(code);
  sizes.set(name, size);
  console.log(`  ${name.padEnd(28)} ${String(size).padStart(6)}`);
}
const ours = sizes.get('ours: encoding/query-*') ?? 1;
console.log(
  `  qs is ${((sizes.get('qs (parse+stringify)') ?? 0) / ours).toFixed(1)}x ours; qs-esm is ${((sizes.get('qs-esm (parse+stringify)') ?? 0) / ours).toFixed(1)}x ours`,
);

const sample = {
  user: { name: 'Ada Lovelace', tags: ['math', 'engines', '中文'], address: { city: 'London', zip: 'W1' } },
  page: 2,
  filters: [
    { field: 'status', op: 'eq', value: 'open' },
    { field: 'owner', op: 'in', value: ['a', 'b'] },
  ],
};
const text = qs.stringify(sample);
function time(fn: () => unknown, n = 20000): number {
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  return performance.now() - t0;
}
const ratio = (a: number, b: number) => (a / b).toFixed(2);
console.log('speed (ours time / qs time; below 1 is faster)');
console.log(
  `  parse     ${ratio(
    time(() => parseQuery(text)),
    time(() => qs.parse(text)),
  )}`,
);
console.log(
  `  stringify ${ratio(
    time(() => stringifyQuery(sample)),
    time(() => qs.stringify(sample)),
  )}`,
);
