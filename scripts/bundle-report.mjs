// Where the script build's bytes go: each minified byte of dist/atrium.umd.js (or the file given)
// is attributed to its source through the source map, grouped by package or src folder.
// `node scripts/bundle-report.mjs [file] [--files]`
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import sourceMap from 'source-map';

const file =
  process.argv.find((a) => a.endsWith('.js')) || `${process.env.ATRIUM_OUT || 'dist'}/atrium.umd.js`;
const perFile = process.argv.includes('--files');
const code = readFileSync(file, 'utf8');
const consumer = await new sourceMap.SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
const lines = code.split('\n');
const segments = [];
consumer.eachMapping((m) => segments.push(m));
const groups = new Map();
segments.forEach((m, i) => {
  const next = segments[i + 1];
  const line = lines[m.generatedLine - 1] ?? '';
  const text =
    next && next.generatedLine === m.generatedLine
      ? line.slice(m.generatedColumn, next.generatedColumn)
      : line.slice(m.generatedColumn);
  const src = (m.source || '?').replace(/^.*node_modules\//, 'npm:').replace(/^(\.\.\/)+/, '');
  const key = perFile
    ? src
    : src.startsWith('npm:')
      ? src
          .split('/')
          .slice(0, src.startsWith('npm:@') ? 2 : 1)
          .join('/')
      : src.split('/').slice(0, 2).join('/');
  groups.set(key, (groups.get(key) ?? '') + text);
});
console.log(
  `${file}: ${code.length} B minified, ${gzipSync(code).length} B gzip\n  minified   gzip alone  source`,
);
for (const [key, text] of [...groups].sort((a, b) => b[1].length - a[1].length).slice(0, perFile ? 60 : 40)) {
  console.log(`${String(text.length).padStart(10)} ${String(gzipSync(text).length).padStart(11)}  ${key}`);
}
