// Pure rules of the upgrade dialog (docs/spec-coverage.md L203).
import { isChineseLang } from '../env/lang';

/** Paths where chunk-load failures never open the dialog (pop-ups and watermark frames). */
export const EXCLUDED_PATHS = ['/sp/em/popup', '/mobile/em/watermark'];

/** docs/spec-coverage.md L359: 510x160 in Chinese, 620x200 otherwise. */
export function dialogSize(lang: string): { width: number; height: number } {
  return isChineseLang(lang) ? { width: 510, height: 160 } : { width: 620, height: 200 };
}

/** True for errors that mean "new code was deployed": chunk-load failures. */
export function isUpgradeError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Whether the dialog stays closed for this error on this path. */
export function isExcluded(pathname: string, error: unknown): boolean {
  return isUpgradeError(error) && EXCLUDED_PATHS.some((p) => pathname.includes(p));
}

/** The text behind "view details": name, message, component and stack (its first line not repeated). */
export function errorDetails(error: unknown, comName?: string): string {
  if (error instanceof Error) {
    const head = `${error.name}: ${error.message}`;
    const lines = [head];
    if (comName) lines.push(`component: ${comName}`);
    // V8 starts the stack with the head line: say it once.
    if (error.stack)
      lines.push(error.stack.startsWith(`${head}\n`) ? error.stack.slice(head.length + 1) : error.stack);
    return lines.join('\n');
  }
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
