// Route render tracking in the page: a MutationObserver watches for visible insertions after
// each route change (pushState/replaceState/popstate), checked every 2 s. The SDK's own overlay
// is ignored. History methods are wrapped while installed and restored on uninstall. Loaded when
// the route switch first comes on (lazy-part.ts).
import { OVERLAY_HOST_ID } from '../env/overlay-id';
import {
  IDLE,
  type Inserted,
  isSlowRender,
  nextRenderState,
  RENDER_CHECK_MS,
  type RenderEvent,
  type RenderState,
} from './render-state';
import type { Clock, RouteRender } from './types';
import { isVisibleInsertion, visibleRange } from './visible-range';

function describeInserted(el: Element, rect: DOMRect): Inserted {
  return {
    tagName: el.tagName.toLowerCase(),
    id: el.id || '',
    className: typeof el.className === 'string' ? el.className.slice(0, 200) : '',
    position: `${Math.round(rect.left)},${Math.round(rect.top)},${Math.round(rect.width)}x${Math.round(rect.height)}`,
  };
}

/**
 * Installs the tracker; `onResult` receives each finished measurement, and whether it is a slow
 * render (100 ms or more, not interrupted). The page's current route is measured from `since`
 * (default now). Returns the uninstall.
 */
export function installRouteTracker(
  clock: Clock,
  onResult: (r: RouteRender, slow: boolean) => void,
  since: number = clock.now(),
): () => void {
  if (typeof window === 'undefined' || typeof MutationObserver === 'undefined') return () => {};
  let state: RenderState = IDLE;
  let range = visibleRange(window.innerWidth, window.innerHeight);

  const finish = () => {
    if (state.phase !== 'stopped') return;
    const s = state;
    state = IDLE;
    try {
      onResult(
        {
          type: 'route',
          url: s.url,
          start: s.start,
          end: s.end,
          elapsed: s.elapsed,
          timeout: s.timeout,
          interrupt: s.interrupt,
          inserted: s.inserted,
          visibleRange: range,
        },
        isSlowRender(s.elapsed) && !s.interrupt,
      );
    } catch {
      // a failing consumer must not stop tracking
    }
  };
  const dispatch = (event: RenderEvent) => {
    state = nextRenderState(state, event);
    finish();
  };
  const startRoute = () => {
    try {
      if (state.phase === 'tracking') dispatch({ type: 'interrupt', now: clock.now() });
      range = visibleRange(window.innerWidth, window.innerHeight);
      dispatch({ type: 'start', url: location.href, now: clock.now() });
    } catch {
      // never throw from a history call
    }
  };

  const observer = new MutationObserver((mutations) => {
    if (state.phase !== 'tracking') return;
    try {
      let checked = 0;
      for (const m of mutations) {
        for (const node of m.addedNodes) {
          if (node.nodeType !== 1 || checked >= 50) continue;
          const el = node as Element;
          if (el.id === OVERLAY_HOST_ID || el.closest(`#${OVERLAY_HOST_ID}`)) continue;
          checked++;
          const rect = el.getBoundingClientRect();
          if (isVisibleInsertion(rect, range)) {
            dispatch({ type: 'insert', now: clock.now(), element: describeInserted(el, rect) });
          }
        }
      }
    } catch {
      // detached nodes and the like
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });

  const check = clock.setInterval(() => dispatch({ type: 'check', now: clock.now() }), RENDER_CHECK_MS);

  const original = { push: history.pushState, replace: history.replaceState };
  const pushState: History['pushState'] = function (this: History, ...args) {
    const out = original.push.apply(this, args);
    startRoute();
    return out;
  };
  const replaceState: History['replaceState'] = function (this: History, ...args) {
    const out = original.replace.apply(this, args);
    startRoute();
    return out;
  };
  history.pushState = pushState;
  history.replaceState = replaceState;
  window.addEventListener('popstate', startRoute);
  dispatch({ type: 'start', url: location.href, now: since });

  return () => {
    observer.disconnect();
    clock.clearInterval(check);
    window.removeEventListener('popstate', startRoute);
    // Restore only if nobody wrapped them after us; otherwise leave their wrapper in place.
    if (history.pushState === pushState) history.pushState = original.push;
    if (history.replaceState === replaceState) history.replaceState = original.replace;
    state = IDLE;
  };
}
