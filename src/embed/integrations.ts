// Where render and callFunction reach into the areas they compose (monitor, hooks). The init
// pipeline's adapters are in pipeline-integrations.ts.
import { $config } from '../env/store';
import { applyOvComponent, applyOvProps } from '../hooks/overrides';
import { captureError } from '../monitor';

/** Reports a caught component or module-call error to the monitor (as `e10Com` with its name). */
export function reportError(error: unknown, comName?: string): void {
  captureError(error, comName ? { comName } : undefined);
}

// `enableEcode: false` switches the (ecode) override hooks off for render().
const hooked = (lib: string) => lib && $config.get().ecode;

/** regOvComponent hooks for (lib, component). */
export function overrideComponent<T>(lib: string, component: string, com: T): T {
  return hooked(lib) ? applyOvComponent(lib, component, com) : com;
}

/** regOvProps hooks for (lib, component). */
export function overrideProps<T extends object>(lib: string, component: string, props: T): T {
  return hooked(lib) ? applyOvProps(lib, component, props) : props;
}
