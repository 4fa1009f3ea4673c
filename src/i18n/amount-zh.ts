// Chinese capital amounts per the People's Bank of China rules (支付结算办法, 附一). Pure.
import type { DecimalParts } from './decimal';

const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const UNITS = ['', '拾', '佰', '仟'];

/**
 * Writes a non-negative integer of up to 16 digits. Groups of four carry 万 and 亿; a run of
 * zeros between non-zero digits becomes one 零 (also across an all-zero group), except zeros
 * that only close a non-zero group; trailing zeros write nothing.
 */
function integerWords(int: string): string {
  let out = '';
  let pendingZero = false;
  const len = int.length;
  for (let i = 0; i < len; i++) {
    const pos = len - 1 - i;
    const digit = int.charCodeAt(i) - 48;
    if (digit === 0) {
      pendingZero = out !== '';
    } else {
      if (pendingZero) out += '零';
      pendingZero = false;
      out += DIGITS[digit]! + UNITS[pos % 4]!;
    }
    if (pos % 4 === 0 && pos > 0) {
      const group = int.slice(Math.max(0, i - 3), i + 1);
      const above = int.slice(0, Math.max(0, i - 3));
      // 万 after a non-zero group of the 万 (or 万亿) place; 亿 whenever anything stands at or above it.
      const nonZero = /[1-9]/.test(group);
      if (pos % 8 === 4 && nonZero) out += '万';
      if (pos % 8 === 0 && (nonZero || /[1-9]/.test(above))) out += '亿';
      // Zeros closing a non-zero group are not written: 107000 is 壹拾万柒仟, not 壹拾万零柒仟.
      if (nonZero) pendingZero = false;
    }
  }
  return out;
}

/** Chinese capital amount of a truncated (≤ 2 fraction digits) decimal, e.g. 壹仟零肆元整. */
export function amountZh(parts: DecimalParts): string {
  const jiao = parts.frac.charCodeAt(0) - 48 || 0;
  const fen = parts.frac.charCodeAt(1) - 48 || 0;
  const hasInt = parts.int !== '0';
  const sign = parts.negative && (hasInt || jiao || fen) ? '负' : '';
  if (!jiao && !fen) return `${sign}${hasInt ? integerWords(parts.int) : '零'}元整`;
  let out = hasInt ? `${integerWords(parts.int)}元` : '';
  // 元位 zero with 角, or 角 zero with 分: one 零 after 元 (the first form the rules print).
  if (hasInt && (parts.int.endsWith('0') || !jiao)) out += '零';
  if (jiao) out += `${DIGITS[jiao]}角`;
  if (fen) out += `${DIGITS[fen]}分`;
  return sign + out;
}
