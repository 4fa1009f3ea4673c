// Where the bytes of dist/atrium.umd.js go: every minified character is attributed, through the
// source map, to the source it came from, grouped by src/<folder> and by npm package. The gzip
// column gzips each group's own characters and scales the sum to the file's real gzip size, so
// the column adds up to what the page downloads. Run after `npm run build` (part of `npm run size`).
// `--files` groups by source file instead (the SDK's own files, and npm packages as one each).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const args = process.argv.slice(2);
const byFile = args.includes('--files');
const file = args.find((a) => !a.startsWith('--')) ?? 'dist/atrium.umd.js';
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));

const groupOf = (source) => {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  if (byFile) return source.replace(/^(\.\.\/)+/, '');
  const src = source.match(/src\/([^/]+)\//);
  return src ? `src/${src[1]}` : source.replace(/^(\.\.\/)+/, '');
};

const pieces = new Map();
const add = (group, text) => {
  if (!pieces.has(group)) pieces.set(group, []);
  pieces.get(group).push(text);
};
const lines = code.split('\n');
decode(map.mappings).forEach((segments, li) => {
  const line = lines[li] ?? '';
  if (segments.length === 0) {
    add('(unmapped)', line);
    return;
  }
  if ((segments[0]?.[0] ?? 0) > 0) add('(unmapped)', line.slice(0, segments[0][0]));
  segments.forEach((seg, i) => {
    const end = segments[i + 1]?.[0] ?? line.length;
    add(seg.length > 1 ? groupOf(map.sources[seg[1]]) : '(unmapped)', line.slice(seg[0], end));
  });
});

const totalGzip = gzipSync(code, { level: 9 }).length;
const rows = [...pieces].map(([group, parts]) => {
  const text = parts.join('');
  return { group, raw: text.length, gz: gzipSync(text, { level: 9 }).length };
});
const gzSum = rows.reduce((s, r) => s + r.gz, 0);
rows.sort((a, b) => b.gz - a.gz);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
console.log(`\nBundle report for ${file}: ${kb(code.length)} minified, ${kb(totalGzip)} gzip\n`);
const width = Math.max(28, ...rows.map((r) => r.group.length + 2));
console.log(
  `${(byFile ? 'file' : 'group').padEnd(width)}${'minified'.padStart(9)}${'gzip*'.padStart(9)}  share`,
);
for (const r of rows) {
  const gz = (r.gz / gzSum) * totalGzip;
  console.log(
    `${r.group.padEnd(width)}${kb(r.raw)}${kb(gz)}  ${((gz / totalGzip) * 100).toFixed(1).padStart(5)}%`,
  );
}
console.log(
  `\n* each ${byFile ? 'file' : 'group'} gzipped alone, scaled so the column sums to the file’s gzip size`,
);
