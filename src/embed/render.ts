import { render as compatRender, createElement } from 'preact/compat';
import { addDisposer } from '../env/disposers';
import { emit, hasListeners } from '../env/events';
import { isSuitePage } from '../env/suite-page';
import { uiPort } from '../request/ui-port';
import { ErrorBoundary } from '../ui/error-boundary';
import type { RenderHandle } from './config';
import { logged, SdkError } from './errors';
import { afterInit } from './gate';
import { overrideComponent, overrideProps, reportError } from './integrations';
import { findComponent, splitName } from './registry';
import { initState, mounted } from './state';

/**
 * The registry of component props by name, empty until you declare yours (module augmentation):
 *
 * ```ts
 * declare module 'atrium-sdk' {
 *   interface AtriumComponents {
 *     'demoLib.Hello': { name: string };
 *   }
 * }
 * ```
 *
 * Then `render('#app', 'demoLib.Hello', { nmae: 'Ada' })` is a type error; names you did not
 * declare still take any `object`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an augmentation point (declaration merging needs an interface)
export interface AtriumComponents {}

/** The props `render()` takes for component `N`: declared in {@link AtriumComponents}, else any object. */
export type ComponentProps<N extends string> = N extends keyof AtriumComponents
  ? AtriumComponents[N] extends object
    ? AtriumComponents[N]
    : object
  : object;

/** `render()`'s props argument: required when the declared props have a required field. */
export type PropsArgument<N extends string> =
  object extends ComponentProps<N> ? [props?: ComponentProps<N>] : [props: ComponentProps<N>];

function resolveContainer(container: Element | string): Element | null {
  if (typeof container === 'string') {
    try {
      return container ? document.querySelector(container) : null;
    } catch {
      return null;
    }
  }
  return container instanceof Element ? container : null;
}

/**
 * A caught render error: `on('error')` gets a `COMPONENT_CRASHED` SdkError naming the
 * component, the monitor records it (as e10Com); the console only when nobody listens (or with
 * `debug`). The container shows a neutral line (`atrium-component-error`), or nothing with
 * `ui: 'host'`. On the suite's own pages (`startSuitePage()`) the upgrade dialog opens too
 * (docs/spec-coverage.md L203); in an external system the host decides (docs/host-ui.md).
 */
function onRenderError(error: unknown, name: string): void {
  const crashed = new SdkError('COMPONENT_CRASHED', `component ${name} crashed while rendering`, {
    component: name,
    cause: error,
  });
  if (hasListeners('error')) logged(crashed);
  else console.error('[atrium]', crashed);
  emit('error', crashed);
  reportError(error, name);
  if (isSuitePage()) uiPort().upgrade(error, { comName: name });
}

/**
 * Renders a registered or app-library component (`'lib.Component'`) into `container` (an
 * element or a selector) with `props`, through preact/compat inside an error boundary, after
 * applying the regOvComponent/regOvProps hooks. Waits while init() runs; rejects with
 * `NOT_INITIALIZED`, `MISSING_ARGUMENT` or `COMPONENT_NOT_FOUND`. The props are typed by
 * {@link AtriumComponents} for the names you declare there.
 *
 * @example
 * ```ts
 * const handle = await render('#app', 'demoLib.Hello', { name: 'Ada' });
 * handle.update({ name: 'Grace' });
 * handle.unmount();
 * ```
 */
export function render<N extends string>(
  container: Element | string,
  name: N,
  ...props: PropsArgument<N>
): Promise<RenderHandle<ComponentProps<N>>>;
export async function render(
  container: Element | string,
  name: string,
  props: object = {},
): Promise<RenderHandle> {
  const waiting = afterInit();
  if (!initState.promise) await waiting;
  if (!container || !name || typeof name !== 'string') {
    waiting.catch(() => {});
    throw logged(new SdkError('MISSING_ARGUMENT', 'render() needs a container and a component name'));
  }
  await waiting;
  const el = resolveContainer(container);
  if (!el)
    throw logged(new SdkError('MISSING_ARGUMENT', `render(): no container matches ${String(container)}`));
  const found = findComponent(name);
  if (!found) throw logged(new SdkError('COMPONENT_NOT_FOUND', `component does not exist: ${name}`));
  const { lib, member } = splitName(name);
  const Com = overrideComponent(lib, member, found);
  mounted.get(el)?.();
  const draw = (p: object) => {
    const finalProps = overrideProps(lib, member, { ...p });
    compatRender(
      createElement(
        ErrorBoundary,
        { name, onError: onRenderError, fallback: uiPort().crashFallback },
        createElement(Com, finalProps),
      ),
      el,
    );
  };
  draw(props ?? {});
  let active = true;
  const unmount = () => {
    if (!active) return;
    active = false;
    forget();
    if (mounted.get(el) === unmount) mounted.delete(el);
    compatRender(null, el);
  };
  // destroy() unmounts it among the disposers: mounted after init(), it goes before what init installed.
  const forget = addDisposer(unmount);
  mounted.set(el, unmount);
  return {
    update(next: object) {
      if (active) draw(next ?? {});
    },
    unmount,
  };
}
