// The last pointer position (docs/spec-coverage.md L226: the employee card opens where the user
// clicked), tracked from init() on without pulling in the card itself.
import { addDisposer } from '../env/disposers';
import { routingState } from './state';

const { pointer } = routingState;

/** Starts remembering the last pointer position (once; undone by destroy()). */
export function trackPointer(): void {
  if (pointer.tracking || typeof document === 'undefined') return;
  const onPointer = (e: PointerEvent | MouseEvent) => {
    pointer.x = e.clientX;
    pointer.y = e.clientY;
  };
  document.addEventListener('pointerdown', onPointer, { capture: true, passive: true });
  document.addEventListener('mousemove', onPointer, { capture: true, passive: true });
  pointer.tracking = true;
  addDisposer(() => {
    document.removeEventListener('pointerdown', onPointer, { capture: true });
    document.removeEventListener('mousemove', onPointer, { capture: true });
    pointer.tracking = false;
  });
}

/** Where the user last pointed: the current click, else the tracked position, else near the centre. */
export function lastPointer(): { x: number; y: number } {
  // A call made from inside a click handler knows the click's position even before tracking began.
  const current = typeof window === 'undefined' ? undefined : (window as { event?: Event }).event;
  if (current instanceof MouseEvent && (current.clientX || current.clientY)) {
    return { x: current.clientX, y: current.clientY };
  }
  if (pointer.x >= 0) return { x: pointer.x, y: pointer.y };
  return { x: window.innerWidth / 2 - 120, y: window.innerHeight / 3 };
}
