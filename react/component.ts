// <AtriumComponent>: a platform component (rendered by the SDK through its preact/compat) inside
// a div this component owns (docs/react.md#atriumcomponent).
import { type ComponentProps, type RenderHandle, render, SdkError } from 'atrium-sdk';
import {
  type CSSProperties,
  createElement,
  Fragment,
  forwardRef,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { sameValue } from './config';
import { appListens, deliver, listen } from './events';
import { useAtriumContext } from './provider';

interface BaseProps<N extends string> {
  /** The component, `'lib.Component'` (registered, or an export of a loaded app library). */
  name: N;
  /** Shown until the component is rendered (while init runs, and when rendering failed). */
  fallback?: ReactNode;
  /**
   * A render failure: `render()`'s rejection (`COMPONENT_NOT_FOUND`, …) or the component
   * crashing (`COMPONENT_CRASHED`). Without it, the failure is logged with `console.error`
   * unless a `useAtriumEvent('error', …)` listener is mounted.
   */
  onError?: (error: SdkError) => void;
  /**
   * Called with the mounted component's {@link RenderHandle} (what `render()` resolves to) each
   * time it is rendered — as powerbi-client-react's `getEmbeddedComponent`. The binding keeps
   * owning it: it updates it on new `props` and unmounts it with the element.
   */
  onRender?: (handle: RenderHandle) => void;
  /** Class and style of the div the component renders into. */
  className?: string;
  style?: CSSProperties;
}

/**
 * What a `ref` on {@link AtriumComponent} gives: the mounted component's {@link RenderHandle}
 * and the div it renders into.
 *
 * @example
 * ```tsx
 * const ref = useRef<AtriumComponentHandle>(null);
 * <AtriumComponent ref={ref} name="demoLib.Counter" />
 * ref.current?.getRenderHandle()?.update({ start: 5 });
 * ```
 */
export interface AtriumComponentHandle {
  /** `render()`'s handle while the component is mounted; `null` before it is rendered and after. */
  getRenderHandle(): RenderHandle | null;
  /** The div the component renders into (`null` before React mounted it). */
  getElement(): HTMLDivElement | null;
}

/**
 * The props of {@link AtriumComponent} for component `N`: `props` is checked against the
 * `AtriumComponents` registry (required when the declared props have a required field).
 */
export type AtriumComponentProps<N extends string> = BaseProps<N> &
  (object extends ComponentProps<N> ? { props?: ComponentProps<N> } : { props: ComponentProps<N> });

type Phase = 'loading' | 'rendered' | 'failed';

/**
 * One render() of this element, into its own box inside the host div (so a render still
 * waiting for init never lands on a newer one's): kept across StrictMode's re-mount, unmounted
 * and removed a microtask after a real one.
 */
interface Slot {
  name: string;
  host: Element;
  box: HTMLElement;
  handle: RenderHandle | null;
  rendered: object;
  closing: boolean;
  dead: boolean;
}

function asSdkError(error: unknown, name: string): SdkError {
  if (error instanceof SdkError) return error;
  return new SdkError('COMPONENT_CRASHED', `component ${name} failed: ${String(error)}`, {
    component: name,
    cause: error,
  });
}

function Embedded<N extends string>(
  props: AtriumComponentProps<N>,
  ref: Ref<AtriumComponentHandle>,
): ReactElement {
  const { name, fallback = null, onError, onRender, className, style } = props;
  const value = ((props as { props?: object }).props ?? {}) as object;
  const { status } = useAtriumContext('<AtriumComponent>');
  const host = useRef<HTMLDivElement>(null);
  const slot = useRef<Slot | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  const onRenderRef = useRef(onRender);
  onRenderRef.current = onRender;
  const [phase, setPhase] = useState<Phase>('loading');
  useImperativeHandle(
    ref,
    () => ({
      getRenderHandle: () => {
        const s = slot.current;
        return s && !s.dead && !s.closing ? s.handle : null;
      },
      getElement: () => host.current,
    }),
    [],
  );

  const fail = (error: SdkError) => {
    setPhase('failed');
    const report = onErrorRef.current;
    if (typeof report === 'function') report(error);
    else if (!appListens('error')) console.error('[atrium]', error);
  };

  // A crash while rendering reaches the SDK's `error` event, named after the component.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fail reads refs and a state setter only
  useEffect(
    () =>
      listen(
        'error',
        (error) => {
          const s = slot.current;
          if (!s || s.dead || s.name !== name) return;
          if (error?.code === 'COMPONENT_CRASHED' && error.component === name) fail(error);
        },
        true,
      ),
    [name],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: new props go through handle.update (below), not a new render
  useEffect(() => {
    const el = host.current;
    if (status !== 'ready' || !el) {
      setPhase('loading');
      return;
    }
    const kept = slot.current;
    if (kept && kept.name === name && kept.host === el && kept.closing && !kept.dead) {
      kept.closing = false; // StrictMode's re-mount: the same render goes on
    } else {
      const box = el.appendChild(document.createElement('div'));
      box.style.display = 'contents';
      const s: Slot = {
        name,
        host: el,
        box,
        handle: null,
        rendered: latest.current,
        closing: false,
        dead: false,
      };
      slot.current = s;
      setPhase('loading');
      (render as (el: Element, n: string, p?: object) => Promise<RenderHandle>)(box, name, s.rendered).then(
        (handle) => {
          if (s.dead) return handle.unmount();
          s.handle = handle;
          if (!sameValue(s.rendered, latest.current, false)) {
            s.rendered = latest.current;
            handle.update(s.rendered);
          }
          setPhase((p) => (p === 'failed' ? p : 'rendered'));
          const report = onRenderRef.current;
          if (typeof report === 'function') report(handle);
        },
        (error: unknown) => {
          if (s.dead) return;
          const e = asSdkError(error, name);
          deliver('error', e);
          fail(e);
        },
      );
    }
    const s = slot.current!;
    return () => {
      s.closing = true;
      queueMicrotask(() => {
        if (!s.closing || s.dead) return;
        s.dead = true;
        s.handle?.unmount();
        s.box.remove();
        if (slot.current === s) slot.current = null;
      });
    };
  }, [status, name]);

  // New props: update the mounted component in place.
  useEffect(() => {
    const s = slot.current;
    if (!s?.handle || s.dead || sameValue(s.rendered, value, false)) return;
    s.rendered = value;
    s.handle.update(value);
  });

  const showFallback = phase !== 'rendered' && fallback !== null && fallback !== undefined;
  return createElement(
    Fragment,
    null,
    showFallback ? fallback : null,
    createElement('div', {
      ref: host,
      className,
      style,
      'data-atrium-component': name,
      'data-atrium-status': phase,
    }),
  );
}

/**
 * Renders platform component `name` with `props` once the provider's init() is ready (mounted
 * before that, it waits: no `NOT_INITIALIZED`); a new `props` value updates it in place
 * (`handle.update`), a new `name` renders the other component, unmounting unmounts it. A render
 * failure goes to `onError` (and to `useAtriumEvent('error')`), never thrown through the React tree.
 * A `ref` gives an {@link AtriumComponentHandle} (`getRenderHandle()`: render()'s
 * {@link RenderHandle}), and `onRender` receives that handle each time the component is rendered.
 *
 * @example
 * ```tsx
 * <AtriumComponent name="demoLib.Hello" props={{ name: user.name }} fallback={<Spinner />}
 *                  onError={(e) => console.warn(e.code)} className="card" />
 * ```
 */
export const AtriumComponent = forwardRef(Embedded) as unknown as (<N extends string>(
  props: AtriumComponentProps<N> & { ref?: Ref<AtriumComponentHandle> },
) => ReactElement) & { displayName?: string };
AtriumComponent.displayName = 'AtriumComponent';
