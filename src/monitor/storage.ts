// Web storage access that never throws (storage can be disabled, full, or absent in Node).
import { KEYS } from './constants';

type Area = 'local' | 'session';

/** The storage area; undefined when the browser refuses it. */
export function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Reads a key; undefined when storage is unavailable. */
export function readKey(which: Area, key: string): string | null | undefined {
  try {
    return area(which)?.getItem(key);
  } catch {
    return undefined;
  }
}

/** Writes a key (removes it for null); false when storage refused. */
export function writeKey(which: Area, key: string, value: string | null): boolean {
  try {
    const s = area(which);
    if (!s) return false;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** localStorage `atrium.monitor.stop` is `'true'`: the whole monitor stays off. */
export function isMonitorStopped(): boolean {
  return readKey('local', KEYS.monitorStop) === 'true';
}

/** localStorage or sessionStorage `atrium.errors.stop` is `'true'`: error reporting stays off. */
export function isErrorReportingStopped(): boolean {
  return readKey('local', KEYS.errorsStop) === 'true' || readKey('session', KEYS.errorsStop) === 'true';
}
