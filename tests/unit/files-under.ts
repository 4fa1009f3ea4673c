// The one file walker of the unit suite's source scans (docs, fixed sleeps, state owners, the
// floor's built-ins, the monitor's own timers).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file below `dir` (in the order the file system gives) whose name ends with one of `exts`. */
export function filesUnder(dir: string, exts: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(join(dir, e.name), exts)
      : exts.some((x) => e.name.endsWith(x))
        ? [join(dir, e.name)]
        : [],
  );
}
