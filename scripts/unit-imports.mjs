// What the unit tests import from src/: a folder's face (`src/<folder>/index.ts`) or one of its
// private files. Read by tests/unit/scripts/unit-imports.spec.ts, which holds the rule
// (docs/testing.md#the-repos-own-tests): a name the face exports is imported from the face; a
// private file only where its pure helper is the unit under test, and only files named in
// tests/unit/private-imports.mjs. Usage: node scripts/unit-imports.mjs (prints the counts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const repo = resolve(import.meta.dirname, '..');

const walk = (d) =>
  readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));

function resolveFile(from, spec) {
  const base = resolve(dirname(from), spec.replace(/\.js$/, ''));
  for (const c of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const exported = (node) => (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export) !== 0;

/** The names a module exports (following `export * from`). */
export function exportsOf(file, seen = new Set()) {
  const names = new Set();
  if (seen.has(file)) return names;
  seen.add(file);
  for (const s of parse(file).statements) {
    if (ts.isExportDeclaration(s)) {
      if (s.exportClause && ts.isNamedExports(s.exportClause))
        for (const e of s.exportClause.elements) names.add(e.name.text);
      else if (!s.exportClause && s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier)) {
        const target = resolveFile(file, s.moduleSpecifier.text);
        if (target) for (const n of exportsOf(target, seen)) names.add(n);
      }
    } else if (ts.isExportAssignment(s)) names.add('default');
    else if (ts.isVariableStatement(s) && exported(s)) {
      for (const d of s.declarationList.declarations) if (ts.isIdentifier(d.name)) names.add(d.name.text);
    } else if (
      (ts.isFunctionDeclaration(s) ||
        ts.isClassDeclaration(s) ||
        ts.isInterfaceDeclaration(s) ||
        ts.isTypeAliasDeclaration(s) ||
        ts.isEnumDeclaration(s)) &&
      exported(s) &&
      s.name
    )
      names.add(s.name.text);
  }
  return names;
}

/** Every import of a src/<folder>/ module by a unit test: file, line, module (`env/store`), names. */
export function unitImports(root = repo) {
  const src = join(root, 'src');
  const found = [];
  for (const file of walk(join(root, 'tests', 'unit')).filter((f) => /\.(ts|tsx|mjs)$/.test(f))) {
    const source = parse(file);
    const visit = (node) => {
      let spec;
      let names = [];
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
        spec = ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier.text : undefined;
        const clause = ts.isImportDeclaration(node) ? node.importClause : undefined;
        if (clause?.name) names.push('default');
        const bindings =
          clause?.namedBindings ?? (ts.isExportDeclaration(node) ? node.exportClause : undefined);
        if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)))
          names.push(...bindings.elements.map((e) => (e.propertyName ?? e.name).text));
        else if (bindings || (ts.isExportDeclaration(node) && !node.exportClause)) names.push('*');
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        spec = node.arguments[0].text;
        names = ['*'];
      }
      if (spec?.startsWith('.')) {
        const target = resolveFile(file, spec);
        const path = target && relative(src, target).split(sep);
        if (path && path.length === 2 && !path[0].startsWith('..')) {
          const [folder, name] = path;
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.push({
            file: relative(root, file).split(sep).join('/'),
            line,
            folder,
            module: `${folder}/${name.replace(/\.tsx?$/, '')}`,
            face: /^index\.tsx?$/.test(name),
            names,
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The imports split: through a face, private, and private although the face exports every name. */
export function classify(root = repo) {
  const faces = new Map();
  const faceOf = (folder) => {
    if (!faces.has(folder)) {
      const index = join(root, 'src', folder, 'index.ts');
      faces.set(folder, existsSync(index) ? exportsOf(index) : new Set());
    }
    return faces.get(folder);
  };
  const all = unitImports(root);
  const priv = all.filter((i) => !i.face);
  const onFace = priv.filter(
    (i) => i.names.length && i.names.every((n) => n !== '*' && faceOf(i.folder).has(n)),
  );
  return { all, face: all.filter((i) => i.face), priv, onFace };
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) {
  const { all, face, priv, onFace } = classify();
  console.log(
    `unit-test imports of src/<folder>/ modules: ${all.length}; through a face ${face.length}; private ${priv.length} (of which ${onFace.length} import only names the face exports)`,
  );
  if (process.argv.includes('--list'))
    for (const i of onFace) console.log(`  ${i.file}:${i.line} ${i.module} { ${i.names.join(', ')} }`);
}
