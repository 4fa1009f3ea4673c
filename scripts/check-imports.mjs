// Import check for `npm test`: fails on import cycles, on imports against the layer order
// (docs/architecture.md) and on modules no entry point (`index.ts`, `umd.ts` at the root) reaches
// — unless they hold only types. Reads every import form through TypeScript's own pre-processor:
// `import … from`, `export … from`, side-effect imports, `import type`, dynamic `import()` and
// `require()`. Usage: node scripts/check-imports.mjs [rootDir=src]
//
// Layers (a folder may import its own layer's shared folders only where listed as lower):
//   env (0) ← encoding, hooks (1) ← request, i18n, theme, loader (2) ← monitor, bridge (3) ← ui (4)
//   ← routing (5) ← batch (6) ← embed (7) ← src/index.ts, src/umd.ts
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const LAYERS = {
  env: 0,
  encoding: 1,
  hooks: 1,
  request: 2,
  i18n: 2,
  theme: 2,
  loader: 2,
  monitor: 3,
  bridge: 3,
  ui: 4,
  routing: 5,
  batch: 6,
  embed: 7,
};

const walk = (d) =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));

/** Resolves a relative specifier the way the bundler does: file, file.ts(x), dir/index.ts(x). */
function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(c) && statSync(c).isFile()) return c;
  }
  return null;
}

/** Every relative import of a source file, with whether it is dynamic. */
export function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const info = ts.preProcessFile(text, true, true);
  const dynamic = new Set();
  // preProcessFile reports import() among importedFiles; mark which ones are dynamic.
  for (const m of text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)) dynamic.add(m[1]);
  return info.importedFiles
    .map((f) => f.fileName)
    .filter((s) => s.startsWith('.'))
    .map((spec) => ({ spec, dynamic: dynamic.has(spec), target: resolveSpecifier(file, spec) }));
}

/** The entry points a tree is reached from: the public surface and the UMD wrapper. */
export const ENTRIES = ['index.ts', 'umd.ts'];

/** Whether a file declares only types (interfaces, type aliases, type-only imports/exports). */
export function isTypeOnly(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.every(
    (s) =>
      ts.isInterfaceDeclaration(s) ||
      ts.isTypeAliasDeclaration(s) ||
      (ts.isImportDeclaration(s) && !!s.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(s) && s.isTypeOnly) ||
      (ts.getCombinedModifierFlags(s) & ts.ModifierFlags.Ambient) !== 0,
  );
}

/** Files of `graph` that no entry reaches (following static, dynamic and type imports). */
function unreachableFrom(entries, graph) {
  const seen = new Set(entries);
  const queue = [...entries];
  while (queue.length)
    for (const w of graph.get(queue.shift()) ?? []) if (!seen.has(w)) seen.add(w) && queue.push(w);
  return [...graph.keys()].filter((f) => !seen.has(f));
}

/**
 * Layer violations, unresolved imports, cycles and unreachable modules under `root`. The
 * reachability check runs when the root holds an entry point (`index.ts` or `umd.ts`); the
 * command line requires `index.ts`.
 */
export function checkImports(root = 'src') {
  const absRoot = resolve(root);
  const files = walk(absRoot).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  const graph = new Map();
  const problems = [];
  const folderOf = (f) => relative(absRoot, f).split('/')[0];
  for (const file of files) {
    const edges = [];
    for (const { spec, dynamic, target } of importsOf(file)) {
      const rel = relative(process.cwd(), file);
      if (!target) {
        problems.push(`${rel}: cannot resolve '${spec}'`);
        continue;
      }
      edges.push(target);
      const from = folderOf(file);
      const to = folderOf(target);
      if (from in LAYERS && to in LAYERS && from !== to && LAYERS[to] >= LAYERS[from]) {
        problems.push(
          `${rel}: ${dynamic ? 'dynamically imports' : 'imports'} ${spec} (${from} may not depend on ${to})`,
        );
      }
      if (!(from in LAYERS) && to in LAYERS && from !== to && !/^(index|umd|version)\.ts$/.test(from)) {
        problems.push(`${rel}: folder '${from}' has no layer; add it to LAYERS`);
      }
    }
    graph.set(file, edges);
  }
  for (const cycle of cyclesOf(graph)) {
    problems.push(`cycle: ${cycle.map((f) => relative(process.cwd(), f)).join(' → ')}`);
  }
  const entries = ENTRIES.map((e) => join(absRoot, e)).filter((e) => graph.has(e));
  if (entries.length) {
    for (const file of unreachableFrom(entries, graph)) {
      if (isTypeOnly(file)) continue;
      problems.push(
        `${relative(process.cwd(), file)}: unreachable from ${ENTRIES.join(' and ')} (export it from its folder's face or delete it)`,
      );
    }
  }
  return { files: files.length, problems };
}

/** Strongly connected components of more than one file (or a file importing itself), as paths. */
function cyclesOf(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(pathThrough(graph, scc));
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) visit(v);
  return out;
}

/** One concrete cycle inside a component, for a readable message. */
function pathThrough(graph, scc) {
  const members = new Set(scc);
  const start = scc[scc.length - 1];
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (w === start) {
        const path = [];
        for (let x = v; x; x = prev.get(x)) path.unshift(x);
        return [...path, start];
      }
      if (members.has(w) && !prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [...scc, start];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.argv[2] ?? 'src';
  const { files, problems } = checkImports(root);
  if (!existsSync(join(root, 'index.ts'))) problems.push(`${root}/index.ts: missing (the entry point)`);
  if (problems.length) {
    console.error(`Import check failed:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `imports: ${files} files, no cycles, layers respected, all reachable from index.ts/umd.ts (static and dynamic imports)`,
  );
}
