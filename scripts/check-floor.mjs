// The support floor, checked on what the build wrote (docs/getting-started.md#supported-browsers):
// every browser-side file of dist/ — the script, the ES module build, the React binding — must
// parse at ES2020, the language level every browser of package.json `browserslist` has (Chrome 80,
// Safari 14, Firefox 78), and use no regular-expression feature one of them lacks. Fails with a
// `file:line:col` per finding (the original source beside it when the file's source map knows).
//
//   node scripts/check-floor.mjs [dist]      (run by `npm run build`)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { decode } from '@jridgewell/sourcemap-codec';
import { parse } from 'acorn';

/** The floor's language level: ES2021+ syntax (`||=`, class fields, private methods, …) is refused. */
export const FLOOR_ECMA = 2020;

/** Regular-expression features above the floor, with the first versions that have them. */
const REGEX_FEATURES = [
  [/\(\?<[=!]/, 'lookbehind (?<= / (?<! — Safari and iOS before 16.4'],
  [/\(\?[ims]*-?[ims]+:/, 'inline modifiers (?i:…) — ES2025, Chrome 125, no Safari'],
];
const FLOOR_FLAGS = new Set('gimsuy');

/** `pattern` with escapes and character classes blanked, so only its syntax is searched. */
function syntaxOf(pattern) {
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === '\\') {
      out += '__';
      i++;
    } else if (inClass) {
      out += '_';
      if (ch === ']') inClass = false;
    } else {
      if (ch === '[') inClass = true;
      out += inClass ? '_' : ch;
    }
  }
  return out;
}

/** What of the floor a regular expression `pattern` with `flags` breaks (empty when nothing). */
export function regexProblems(pattern, flags = '') {
  const found = [];
  const syntax = syntaxOf(pattern);
  for (const [test, what] of REGEX_FEATURES) if (test.test(syntax)) found.push(what);
  for (const flag of flags) if (!FLOOR_FLAGS.has(flag)) found.push(`regular-expression flag "${flag}"`);
  return found;
}

/** Every node of an ESTree `node`, depth first. */
function* nodes(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) for (const item of value) yield* nodes(item);
    else if (value && typeof value === 'object' && typeof value.type === 'string') yield* nodes(value);
  }
}

/** A string the parser knows at build time (a literal, or a template without `${}`). */
const constantString = (node) =>
  node?.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node?.type === 'TemplateLiteral' && node.expressions.length === 0
      ? node.quasis[0].value.cooked
      : undefined;

/** Where generated `line`/`column` (1-based, 0-based) came from, by the file's source map. */
function originalOf(file, line, column) {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return '';
  try {
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const segments = decode(map.mappings)[line - 1] ?? [];
    let best;
    for (const s of segments) if (s[0] <= column && s.length >= 4) best = s;
    return best ? ` (${map.sources[best[1]]}:${best[2] + 1}:${best[3] + 1})` : '';
  } catch {
    return '';
  }
}

/** The floor's findings in one file of JavaScript `code` (`module` says how it is loaded). */
export function checkSource(code, { file = '<input>', module = true } = {}) {
  const at = (loc, what) =>
    `${file}:${loc.line}:${loc.column + 1}${originalOf(file, loc.line, loc.column)}: ${what}`;
  let ast;
  try {
    ast = parse(code, {
      ecmaVersion: FLOOR_ECMA,
      sourceType: module ? 'module' : 'script',
      locations: true,
    });
  } catch (error) {
    const loc = error.loc ?? { line: 0, column: 0 };
    const snippet = code.slice(Math.max(0, error.pos - 30), error.pos + 30).replace(/\s+/g, ' ');
    return [at(loc, `not ES${FLOOR_ECMA}: ${error.message.replace(/ \(\d+:\d+\)$/, '')} near «${snippet}»`)];
  }
  const problems = [];
  for (const node of nodes(ast)) {
    let pattern;
    let flags = '';
    if (node.type === 'Literal' && node.regex) ({ pattern, flags } = node.regex);
    else if (
      (node.type === 'NewExpression' || node.type === 'CallExpression') &&
      node.callee.type === 'Identifier' &&
      node.callee.name === 'RegExp'
    ) {
      pattern = constantString(node.arguments[0]);
      flags = constantString(node.arguments[1]) ?? '';
    }
    if (pattern === undefined) continue;
    for (const what of regexProblems(pattern, flags)) problems.push(at(node.loc.start, what));
  }
  return problems;
}

/** The browser-side JavaScript files of a build folder `dist`. */
export function floorFiles(dist) {
  const files = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) files.push(path);
    }
  };
  for (const file of ['atrium.umd.js', 'atrium.esm.js'])
    if (existsSync(join(dist, file))) files.push(join(dist, file));
  walk(join(dist, 'esm'));
  walk(join(dist, 'react'));
  return files;
}

/** Checks every browser-side file of `dist`; returns the findings. */
export function checkFloor(dist) {
  const files = floorFiles(dist);
  if (!files.length) return [`${dist}: no built files to check (run the build first)`];
  const problems = [];
  for (const file of files) {
    const code = readFileSync(file, 'utf8');
    problems.push(
      ...checkSource(code, { file: relative(process.cwd(), file), module: !file.endsWith('.umd.js') }),
    );
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? process.env.ATRIUM_OUT ?? 'dist');
  const problems = checkFloor(dist);
  if (problems.length) {
    console.error(`✗ the build breaks the support floor (package.json browserslist, ES${FLOOR_ECMA}):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(
    `✓ support floor: ${floorFiles(dist).length} files parse at ES${FLOOR_ECMA}, no regex feature above it`,
  );
}
