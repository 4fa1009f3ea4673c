// Where the bundle's bytes go: rollup's rendered length per module (after tree-shaking, before
// minification), grouped by package or src folder, each group also gzipped on its own.
// `node scripts/bundle-report.mjs [--files]`
import { gzipSync } from 'node:zlib';
import { rollup } from 'rollup';
import configs from '../rollup.config.mjs';

const config = configs[0];
const bundle = await rollup({ input: config.input, plugins: config.plugins, onwarn() {} });
const { output } = await bundle.generate({ format: 'es' });
const groups = new Map();
const files = [];
for (const chunk of output) {
  if (chunk.type !== 'chunk') continue;
  for (const [id, m] of Object.entries(chunk.modules)) {
    const rel = id.replace(/^.*node_modules\//, 'npm:').replace(`${process.cwd()}/`, '');
    const g = rel.startsWith('npm:') ? rel.split('/').slice(0, rel.startsWith('npm:@') ? 2 : 1).join('/') : rel.split('/').slice(0, 2).join('/');
    const cur = groups.get(g) ?? { raw: 0, code: '' };
    cur.raw += m.renderedLength;
    cur.code += m.code ?? '';
    groups.set(g, cur);
    files.push([m.renderedLength, rel]);
  }
}
for (const [g, v] of [...groups].sort((a, b) => b[1].raw - a[1].raw)) {
  console.log(`${String(v.raw).padStart(8)} B  ${String(gzipSync(v.code).length).padStart(6)} B gz  ${g}`);
}
if (process.argv.includes('--files')) for (const [n, f] of files.sort((a, b) => b[0] - a[0]).slice(0, 50)) console.log(`${String(n).padStart(8)} ${f}`);
