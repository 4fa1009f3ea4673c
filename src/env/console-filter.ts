// docs/spec-coverage.md L384: console log and info output is off unless the URL has `show_console` or the run
// mode is test or release. warn/error are never touched.
import { addDisposer } from './disposers';
import { $context } from './store';
import { readUrlFlags } from './url-flags';

/** Whether console.log/info stay on for these facts (pure). */
export function keepsConsole(showConsole: boolean, runMode: string | undefined): boolean {
  return showConsole || /^(test|release)$/i.test(String(runMode ?? '').trim());
}

/**
 * Silences console.log and console.info unless `show_console` is in the URL or the run mode
 * (`$context.runMode`, or `options.runMode`) is test/release.
 * @returns the uninstall, which puts back the original functions (if nobody replaced ours since).
 * Also registered with destroy().
 */
export function installConsoleFilter(options: { runMode?: string; showConsole?: boolean } = {}): () => void {
  // keep_vconsole: the on-page debug console shows console output, so it stays on too.
  const flags = readUrlFlags();
  const show = options.showConsole ?? (flags.showConsole || flags.keepVConsole);
  const runMode = options.runMode ?? $context.get().runMode;
  if (typeof console === 'undefined' || keepsConsole(show, runMode)) return () => {};
  const original = { log: console.log, info: console.info };
  const quiet = () => {};
  console.log = quiet;
  console.info = quiet;
  let removeDisposer = () => {};
  const uninstall = () => {
    removeDisposer();
    if (console.log === quiet) console.log = original.log;
    if (console.info === quiet) console.info = original.info;
  };
  removeDisposer = addDisposer(uninstall);
  return uninstall;
}
