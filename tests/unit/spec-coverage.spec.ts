// The coverage page (docs/spec-coverage.md) names the tests that hold each row: every file it
// names exists, every quoted title or "Lnn" beside a file appears in that file, and every table
// renders (no blank line inside one, which would turn the rows after it into text).
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { expect, test } from '@playwright/test';

const root = join(import.meta.dirname, '../..');
const page = readFileSync(join(root, 'docs/spec-coverage.md'), 'utf8');

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
const testFiles = walk(join(root, 'tests')).map((f) => relative(root, f));

/** The cells of a table row (`\|` inside a cell is not a separator). */
const cells = (row: string) =>
  row
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());

interface Citation {
  row: string;
  file: string;
  titles: string[];
}

/** Every test file a "test" or "what holds it" cell names, with the quoted titles after it. */
export function citations(markdown: string): Citation[] {
  const out: Citation[] = [];
  let column = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      column = -1;
      continue;
    }
    const row = cells(line);
    if (column === -1) {
      column = row.findIndex((c) => c === 'test' || c === 'what holds it');
      continue;
    }
    if (/^\|[-| ]+\|$/.test(line) || !row[column]) continue;
    const cell = row[column] as string;
    let current: Citation | undefined;
    for (const m of cell.matchAll(/`([^`]*\.spec\.ts)`|"([^"]+)"/g)) {
      if (m[1]) {
        current = { row: row[0] ?? '', file: m[1], titles: [] };
        out.push(current);
      } else if (current && m[2]) current.titles.push(m[2]);
    }
  }
  return out;
}

/** The files a citation may mean: its path, or every test file of that name. */
const filesFor = (file: string) =>
  file.includes('/') ? testFiles.filter((f) => f === file) : testFiles.filter((f) => basename(f) === file);

test('every test file the coverage page names exists', () => {
  const all = citations(page);
  expect(all.length).toBeGreaterThan(80);
  expect(all.filter((c) => filesFor(c.file).length === 0).map((c) => `${c.row}: ${c.file}`)).toEqual([]);
});

test('every quoted title or line beside a file appears in that file', () => {
  const missing: string[] = [];
  for (const c of citations(page)) {
    const texts = filesFor(c.file).map((f) => readFileSync(join(root, f), 'utf8'));
    for (const title of c.titles) {
      // "…" ends a title the page shortens; straight quotes in the page may be ’ in a title.
      const wanted = title.replace(/…$/, '').replace(/\\\|/g, '|');
      const variants = [wanted, wanted.replace(/'/g, '’'), wanted.replace(/'/g, "\\'")];
      if (!texts.some((t) => variants.some((v) => t.includes(v))))
        missing.push(`${c.row}: ${c.file} "${title}"`);
    }
  }
  expect(missing).toEqual([]);
});

test('every table renders: no blank line inside one', () => {
  const lines = page.split('\n');
  const broken = lines
    .map((line, i) => ({ line, i }))
    .filter(
      ({ line, i }) =>
        line.startsWith('|') && lines[i - 1] === '' && !/^\|[-| ]+\|$/.test(lines[i + 1] ?? ''),
    )
    .map(({ i }) => `docs/spec-coverage.md:${i + 1}`);
  expect(broken).toEqual([]);
});

test('the checks find what they look for', () => {
  const sample = [
    '| line | test |',
    '|---|---|',
    '| L1 | e2e `tests/e2e/smoke.spec.ts` "a title", "L9"; unit `docs.spec.ts` |',
  ].join('\n');
  expect(citations(sample)).toEqual([
    { row: 'L1', file: 'tests/e2e/smoke.spec.ts', titles: ['a title', 'L9'] },
    { row: 'L1', file: 'docs.spec.ts', titles: [] },
  ]);
  expect(filesFor('tests/e2e/no-such.spec.ts')).toEqual([]);
});

test('every comment in src/ that cites the coverage page names the line it means', () => {
  const bare = walk(join(root, 'src')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, i) =>
        [...text.matchAll(/docs\/spec-coverage\.md(?!,? ?\(?"?L\d|#)/g)].map(
          () => `${relative(root, file)}:${i + 1}: ${text.trim()}`,
        ),
      ),
  );
  expect(bare).toEqual([]);
});

test('every line a comment in src/ cites has a row on the coverage page', () => {
  const rows = new Set<number>();
  for (const line of page.split('\n').filter((l) => l.startsWith('| L')))
    for (const [, a, b] of (cells(line)[0] ?? '').matchAll(/L(\d+)(?:[–-]L(\d+))?/g))
      for (let n = Number(a); n <= Number(b ?? a); n++) rows.add(n);
  const missing = walk(join(root, 'src')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/docs\/spec-coverage\.md,? ?\(?"?((?:L\d+(?:, )?)+)/g)]
      .flatMap((m) => [...(m[1] ?? '').matchAll(/L(\d+)/g)].map((l) => Number(l[1])))
      .filter((n) => !rows.has(n))
      .map((n) => `${relative(root, file)}: L${n}`),
  );
  expect(missing).toEqual([]);
});
