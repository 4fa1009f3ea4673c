// Lists the value exports of src/ that nothing in src/, react/ or testing/ uses (dead, or there
// for tests only): `node scripts/dead-exports.mjs`. tests/unit/dead-exports.spec.ts holds the
// list at its allowed members. Names are matched as words, so this errs towards "used".
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const walk = (d) =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));

/** `{ file, name }` of every exported function, const or class nobody but its own file declares. */
export function deadExports(roots = ['src', 'react', 'testing']) {
  const sources = roots.flatMap((r) => walk(r)).filter((p) => /\.(ts|tsx)$/.test(p) && !p.endsWith('.d.ts'));
  const text = new Map(sources.map((p) => [p, readFileSync(p, 'utf8')]));
  const dead = [];
  for (const [file, src] of text) {
    if (!file.startsWith('src')) continue;
    for (const m of src.matchAll(/^export (?:async )?(?:function|const|class|let) (\w+)/gm)) {
      const name = m[1];
      const word = new RegExp(`\\b${name}\\b`, 'g');
      const own = (src.match(word) ?? []).length;
      const elsewhere = [...text].some(([other, t]) => other !== file && word.test(t));
      if (!elsewhere && own <= 1) dead.push({ file, name });
    }
  }
  return dead;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, name } of deadExports()) console.log(`${file}\t${name}`);
}
