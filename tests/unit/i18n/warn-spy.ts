// Captures console.warn calls during a function call (the number helpers' documented warning).
export function captureWarnings<T>(fn: () => T): { result: T; warnings: unknown[][] } {
  const warnings: unknown[][] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    warnings.push(args);
  };
  try {
    return { result: fn(), warnings };
  } finally {
    console.warn = original;
  }
}

/** Deterministic PRNG (mulberry32) so failures reproduce. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random plain decimal string: up to `maxInt` integer digits, up to `maxFrac` fraction digits. */
export function randomDecimal(rand: () => number, maxInt = 15, maxFrac = 10): string {
  const digits = (n: number) => Array.from({ length: n }, () => String(Math.floor(rand() * 10))).join('');
  const intLen = 1 + Math.floor(rand() * maxInt);
  let int = digits(intLen).replace(/^0+(?=\d)/, '');
  if (rand() < 0.1) int = '0';
  const fracLen = rand() < 0.2 ? 0 : 1 + Math.floor(rand() * maxFrac);
  // Bias some fractions towards ties (…5, …50) to exercise half-away-from-zero.
  let frac = digits(fracLen);
  if (fracLen > 1 && rand() < 0.2) frac = `${frac.slice(0, fracLen - 1)}5`;
  const sign = rand() < 0.3 ? '-' : '';
  return `${sign}${int}${frac ? `.${frac}` : ''}`;
}

/** A readable, unique test-title form of any value (NaN, Infinity, 10n, undefined…). */
export function show(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'number' || value === undefined) return String(value);
  return JSON.stringify(value) ?? String(value);
}
