// Checks of the pack test (pack.mjs) on the installed package: its guides' links, and an app that
// bundles the ES module build beside its own use of preact (docs/architecture.md#build).
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { build } from 'esbuild';

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to dashes. */
const slug = (heading) =>
  heading
    .replace(/`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

const withoutBlocks = (text) => text.replace(/```[\s\S]*?```/g, '');
const withoutCode = (text) => withoutBlocks(text).replace(/`[^`\n]*`/g, '');

function anchorsOf(text) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of withoutBlocks(text).matchAll(/^#{1,6}\s+(.*)$/gm)) {
    const s = slug(heading);
    const n = seen.get(s) ?? 0;
    seen.set(s, n + 1);
    anchors.add(n ? `${s}-${n}` : s);
  }
  return anchors;
}

/**
 * Every relative link of the markdown files in the package (`files`: paths as packed, read from
 * `dir`) that leads to no packed file, or to a heading its page does not have.
 */
export async function deadLinks(dir, files) {
  const packed = new Set(files);
  const folders = new Set(
    files.flatMap((f) =>
      f
        .split('/')
        .slice(0, -1)
        .map((_, i, p) => p.slice(0, i + 1).join('/')),
    ),
  );
  const pages = files.filter((f) => f.endsWith('.md'));
  const text = new Map(await Promise.all(pages.map(async (f) => [f, await readFile(join(dir, f), 'utf8')])));
  const dead = [];
  for (const page of pages) {
    for (const [, link] of withoutCode(text.get(page)).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(link)) continue; // https:, mailto: — not the package's
      const [path, anchor] = link.split('#');
      const target = path
        ? posix.normalize(posix.join(posix.dirname(page), decodeURI(path))).replace(/\/$/, '')
        : page;
      if (!packed.has(target) && !folders.has(target)) dead.push(`${page}: ${link}`);
      else if (anchor && text.has(target) && !anchorsOf(text.get(target)).has(anchor.toLowerCase()))
        dead.push(`${page}: ${link} (no such heading)`);
    }
  }
  return { pages: pages.length, dead };
}

/**
 * Bundles an app (in `app`, with atrium-sdk installed) that imports the SDK and preact itself, as
 * a production build does; runs the bundle in Node. Returns the packages' files in the bundle, the
 * preact core files among them (one: the app and the SDK share it) and what the app printed.
 */
export async function bundleApp(app) {
  const entry = join(app, 'uses-preact.js');
  await writeFile(
    entry,
    `import { React, formatNumber } from 'atrium-sdk';
import { createElement } from 'preact';
// preact/compat hands out preact's own createElement: the same function only with one preact.
console.log(JSON.stringify({ oneReact: React.createElement === createElement, n: formatNumber('1234.5', { format: 3, decimals: 2 }) }));
`,
  );
  const outfile = join(app, 'bundle.mjs');
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs).map((f) => realpathSync(join(process.cwd(), f)));
  const packages = inputs.filter((f) => f.includes('node_modules'));
  const preactCores = [...new Set(packages.filter((f) => /[\\/]preact[\\/]dist[\\/]preact\.m?js$/.test(f)))];
  const printed = JSON.parse(
    execFileSync(process.execPath, [outfile], { cwd: dirname(outfile), encoding: 'utf8' }),
  );
  return { packages, preactCores, printed };
}
