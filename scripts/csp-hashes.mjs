// `dist/atrium.csp.json` (written by the build, shipped in the package; docs/csp.md): what a
// page's Content-Security-Policy needs for this build of the SDK when it cannot mint nonces —
// the `'sha256-…'` hash of every `<style>` element the SDK adds (the overlay's base style, each
// dialog's, the grey mode's), the script's SRI hash and the Trusted Types policy name.
//
// The styles' texts are read from the ES module build itself: every `addOverlayStyle('key', CSS)`
// and `style.textContent = CSS` of dist/esm is evaluated by importing a copy of its module with
// the expression exported, so the hashes always match the texts this build adds.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Either quote: the build compiles the ES module files to the support floor (esbuild writes "…").
const OVERLAY = /addOverlayStyle\(\s*['"]([^'"]+)['"]\s*,\s*([A-Za-z_$][\w$]*)\s*\)/g;
const TEXT = /\.textContent\s*=\s*([A-Za-z_$][\w$]*|`[^`]*`)\s*;/g;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.name.endsWith('.js')) yield path;
  }
}

/** The texts of the `<style>` elements the module at `path` adds, by a key naming each. */
async function stylesOf(path, esm) {
  const source = readFileSync(path, 'utf8');
  const found = [];
  for (const m of source.matchAll(OVERLAY)) found.push([m[1], m[2]]);
  if (/createElement\(['"]style['"]\)/.test(source)) {
    const name = relative(esm, path).replace(/\.js$/, '');
    let n = 0;
    for (const m of source.matchAll(TEXT)) found.push([`${name}${n++ ? `#${n}` : ''}`, m[1]]);
  }
  if (!found.length) return [];
  const probe = `${path}.csp-probe.mjs`;
  // A function's parameter (`style.textContent = css` inside addOverlayStyle) is no module-scope
  // text: its read throws a ReferenceError here, and it is skipped (its callers are found above).
  const exported = found
    .map(([key, expr]) => `${JSON.stringify(key)}: (() => { try { return ${expr}; } catch {} })()`)
    .join(', ');
  writeFileSync(probe, `${source}\nexport const __atriumStyles = { ${exported} };\n`);
  try {
    const { __atriumStyles } = await import(pathToFileURL(probe).href);
    return Object.entries(__atriumStyles).filter(([, css]) => typeof css === 'string');
  } finally {
    rmSync(probe, { force: true });
  }
}

const hash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Writes `{out}/atrium.csp.json` from the ES module build in `{out}/esm`. */
export async function writeCspHashes(root, out) {
  const dist = resolve(root, out);
  const esm = join(dist, 'esm');
  const styles = {};
  for (const path of files(esm)) {
    for (const [key, css] of await stylesOf(path, esm)) styles[key] = hash(css);
  }
  if (!styles['ui/overlay'] || Object.keys(styles).length < 5) {
    throw new Error(
      `csp-hashes: found only ${Object.keys(styles).join(', ')}: update scripts/csp-hashes.mjs`,
    );
  }
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  let integrity = '';
  try {
    integrity = readFileSync(join(dist, 'atrium.umd.js.sri'), 'utf8').trim();
  } catch {
    // the script build writes it first; absent only when it failed
  }
  const manifest = {
    version: pkg.version,
    script: { file: 'atrium.umd.js', integrity },
    trustedTypes: 'atrium',
    styleSrc: [...new Set(Object.values(styles))],
    styles,
  };
  writeFileSync(join(dist, 'atrium.csp.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}
