// The docs stand alone and keep up with the code: no links out of the repository, and the
// reference names every error code, public event and test id the source has.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { TEST_IDS } from '../../testing/index';
import { filesUnder } from './files-under';

const read = (path: string) => readFileSync(path, 'utf8');

test('README and docs/ send nobody outside the repository (../shared)', () => {
  for (const path of ['README.md', ...filesUnder('docs', ['.md'])]) {
    expect(read(path), path).not.toMatch(/\.\.\/shared|shared\/(API|DESIGN)\.md/);
  }
});

test('every link of the README and the shipped guides leads to a file the package ships', () => {
  const listing = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const shipped = new Set(
    (JSON.parse(listing) as [{ files: { path: string }[] }])[0].files.map((f) => f.path),
  );
  const guides = [...shipped].filter((f) => f === 'README.md' || /^docs\/[^/]+\.md$/.test(f));
  expect(guides).toContain('docs/getting-started.md');
  const dead: string[] = [];
  for (const guide of guides) {
    for (const m of read(guide).matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = (m[1] ?? '').split('#')[0] ?? '';
      if (!target || /^[a-z]+:/i.test(target)) continue;
      const path = normalize(join(dirname(guide), target)).replace(/\/$/, '');
      if (!shipped.has(path) && ![...shipped].some((f) => f.startsWith(`${path}/`)))
        dead.push(`${guide} → ${m[1]}`);
    }
  }
  expect(dead).toEqual([]);
});

test("the README's type-augmentation snippet is the file the type test compiles", () => {
  // tests/types/augment/atrium.d.ts is compiled as its own file by `node tests/types/run.mjs`.
  expect(read('README.md')).toContain(`\`\`\`ts\n${read('tests/types/augment/atrium.d.ts')}\`\`\``);
});

test('every public export is shown in a guide (not only in the generated API pages)', () => {
  // `export { a, b as c, type T } from './x'` lines of the public surface; types are left out.
  const names = [...read('src/index.ts').matchAll(/export\s*{([^}]*)}/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/).pop() ?? ''),
  );
  expect(names.length).toBeGreaterThan(60);
  const guides = ['README.md', ...filesUnder('docs', ['.md'])].filter(
    (path) => !/docs[\\/](api|architecture\.md|spec-coverage\.md)/.test(path),
  );
  const text = guides.map(read).join('\n');
  expect(names.filter((name) => !new RegExp(`\\b${name}\\b`).test(text))).toEqual([]);
});

test('no file of the repository keeps a merge-conflict marker', () => {
  const marked = [
    'README.md',
    ...filesUnder('docs', ['.md']),
    ...filesUnder('src', ['.ts', '.tsx']),
    ...filesUnder('tests', ['.ts', '.tsx']),
  ]
    .concat(
      filesUnder('demo-host', ['.ts', '.html']),
      filesUnder('testing', ['.ts']),
      filesUnder('scripts', ['.mjs', '.ts']),
    )
    .filter((path) => /^(<{7}|>{7}) /m.test(read(path)));
  expect(marked).toEqual([]);
});

test('every public function shows an example in its TSDoc (the API reference page)', () => {
  const names = new Set(
    [...read('src/index.ts').matchAll(/export\s*{([^}]*)}/g)].flatMap((m) =>
      (m[1] ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part && !part.startsWith('type '))
        .map((part) => part.split(/\s+as\s+/).pop() ?? ''),
    ),
  );
  // A name may be declared more than once (overloads, a private helper of the same name elsewhere):
  // one of its declarations must carry the example.
  const shown = new Map<string, boolean>();
  for (const path of filesUnder('src', ['.ts', '.tsx'])) {
    const text = read(path);
    for (const m of text.matchAll(
      /(\/\*\*(?:(?!\*\/)[\s\S])*?\*\/)?\s*export (?:async )?function\*? (\w+)/g,
    )) {
      const name = m[2] ?? '';
      if (names.has(name)) shown.set(name, (shown.get(name) ?? false) || !!m[1]?.includes('@example'));
    }
  }
  const functions = shown.size;
  const without = [...shown].filter(([, has]) => !has).map(([name]) => name);
  expect(functions).toBeGreaterThan(70);
  expect(without).toEqual([]);
});

test("comments cite the repository's own docs, never files a clone does not have", () => {
  const cited = ['src', 'tests', 'demo-host', 'bench', 'scripts', 'testing', 'react']
    .flatMap((dir) => filesUnder(dir, ['.ts', '.tsx', '.mjs', '.html']))
    .filter((path) => !path.endsWith('docs.spec.ts'))
    .filter((path) => /API\.md|DESIGN\.md|\bspec (?:§|L\d)/i.test(read(path)));
  expect(cited).toEqual([]);
});

test('the reference names every SdkError code', () => {
  const union = /export type SdkErrorCode =([^;]+);/.exec(read('src/embed/errors.ts'))?.[1] ?? '';
  const codes = [...union.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]);
  expect(codes.length).toBeGreaterThan(10);
  const reference = read('docs/reference.md');
  for (const code of codes) expect(reference, code).toContain(`| \`${code}\` |`);
});

test('every test id in the source is in the reference and in the QA kit', () => {
  const ids = new Set<string>();
  for (const path of filesUnder('src', ['.ts', '.tsx'])) {
    for (const m of read(path).matchAll(/data-testid="(atrium-[a-z-]+)"/g)) if (m[1]) ids.add(m[1]);
  }
  expect(ids.size).toBeGreaterThan(20);
  const reference = read('docs/reference.md');
  const kit = new Set<string>(Object.values(TEST_IDS));
  for (const id of ids) {
    expect(kit.has(id), `${id} in TEST_IDS`).toBe(true);
    const short = id.replace(/^atrium-upgrade-dialog-/, '-');
    expect(reference.includes(id) || reference.includes(`\`${short}\``), `${id} in docs/reference.md`).toBe(
      true,
    );
  }
});

test("docs/testing.md names every test id in full beside its locator (no '…-close' shorthand)", () => {
  const guide = read('docs/testing.md');
  for (const [name, id] of Object.entries(TEST_IDS)) {
    expect(guide, `${name} → ${id}`).toContain(`| \`sdk.${name}\` | \`${id}\` |`);
  }
  expect(guide).not.toMatch(/`…-[a-z]/);
});

test('the reference documents every public event', () => {
  const events = /const PUBLIC = \{([^}]+)\}/.exec(read('src/embed/on.ts'))?.[1] ?? '';
  const names = [...events.matchAll(/(\w+): true/g)].map((m) => m[1]);
  expect(names).toContain('error');
  const reference = read('docs/reference.md');
  for (const name of names) expect(reference, name).toContain(`| \`${name}\` |`);
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

test('every docs/…md#anchor that a source comment cites is a heading of that guide', () => {
  const anchors = new Map<string, Set<string>>();
  const headingsOf = (doc: string) => {
    let set = anchors.get(doc);
    if (!set) {
      set = new Set(
        read(doc)
          .split('\n')
          .filter((l) => /^#{1,6} /.test(l))
          .map((l) => slug(l.replace(/^#+ /, ''))),
      );
      anchors.set(doc, set);
    }
    return set;
  };
  const broken: string[] = [];
  for (const path of filesUnder('src', ['.ts', '.tsx'])) {
    for (const m of read(path).matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)) {
      const doc = `docs/${m[1]}`;
      if (!headingsOf(doc).has(m[2] ?? '')) broken.push(`${path}: ${m[0]}`);
    }
  }
  expect(broken).toEqual([]);
});
