// formatNumber against a cached Intl.NumberFormat (the fastest built-in alternative), and
// amountInWords / parseNumber throughput. Prints ratios; asserts nothing about time.
import { amountInWords } from '../src/i18n/amount-in-words';
import { formatNumber, parseNumber } from '../src/i18n/number-format';

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = prng(42);
const numbers = Array.from({ length: 10_000 }, () => Math.round((rand() - 0.3) * 1e9) / 100);
const strings = numbers.map(String);

/** Best of `rounds` runs of fn over the inputs, in ns per call. */
function measure(fn: (i: number) => unknown, count: number, rounds = 7): number {
  let sink = 0;
  let best = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < count; i++) sink += String(fn(i)).length;
    best = Math.min(best, Number(process.hrtime.bigint() - start) / count);
  }
  if (sink === -1) console.log(sink); // keep the work observable
  return best;
}

const en = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const de = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const n = numbers.length;

// Warm-up so the JIT has compiled every path before anything is timed.
for (let i = 0; i < n; i++) {
  formatNumber(numbers[i]!, { decimals: 2 });
  formatNumber(strings[i]!, { format: 3, decimals: 2 });
  formatNumber(strings[i]!);
  en.format(numbers[i]!);
  de.format(strings[i]! as unknown as number);
  amountInWords(strings[i]!, { locale: i % 2 ? 'zh_CN' : 'en_US' });
  parseNumber(strings[i]!);
}

const rows: Array<[string, number, number]> = [
  [
    'format 1, decimals 2 vs Intl en-US (number)',
    measure((i) => formatNumber(numbers[i]!, { decimals: 2 }), n),
    measure((i) => en.format(numbers[i]!), n),
  ],
  [
    'format 3, decimals 2 vs Intl de-DE (string)',
    measure((i) => formatNumber(strings[i]!, { format: 3, decimals: 2 }), n),
    measure((i) => de.format(strings[i]! as unknown as number), n),
  ],
  [
    'format 1, digits as given vs Intl en-US',
    measure((i) => formatNumber(strings[i]!), n),
    measure((i) => en.format(numbers[i]!), n),
  ],
];
const formatted = strings.map((s) => formatNumber(s, { format: 3 }));

console.log('formatNumber vs a cached Intl.NumberFormat (ratio < 1: formatNumber is faster)');
for (const [name, ours, intl] of rows) {
  console.log(
    `  ${name}: ${ours.toFixed(0)} ns vs ${intl.toFixed(0)} ns → ratio ${(ours / intl).toFixed(2)}`,
  );
}
const parse = measure((i) => parseNumber(formatted[i]!, { format: 3 }), n);
const wordsZh = measure((i) => amountInWords(strings[i]!, { locale: 'zh_CN' }), n);
const wordsEn = measure((i) => amountInWords(strings[i]!, { locale: 'en_US' }), n);
const base = rows[0]![2];
console.log('relative to one Intl en-US format call:');
console.log(`  parseNumber format 3: ratio ${(parse / base).toFixed(2)}`);
console.log(`  amountInWords zh_CN: ratio ${(wordsZh / base).toFixed(2)}`);
console.log(`  amountInWords en_US: ratio ${(wordsEn / base).toFixed(2)}`);
