// The employee card (docs/spec-coverage.md): look the old employee id up, then show the card at the last
// pointer position; a failed lookup shows nothing. Also converts WeCom open-data placeholders.
import { addDisposer } from '../env/disposers';
import { uiPort } from '../ui/choose';
import { lookupEmployeeId } from './employee-lookup';
import { employeeAppUrl } from './page-url';
import { routingState } from './state';

/** Module name of in-app links that show the employee card: `/_alink_/employee/{old id}`. */
export const EMPLOYEE_LINK_MODULE = 'employee';

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

function lastPointer(): { x: number; y: number } {
  // A call made from inside a click handler knows the click's position even before tracking began.
  const current = typeof window === 'undefined' ? undefined : (window as { event?: Event }).event;
  if (current instanceof MouseEvent && (current.clientX || current.clientY)) {
    return { x: current.clientX, y: current.clientY };
  }
  if (pointer.x >= 0) return { x: pointer.x, y: pointer.y };
  return { x: window.innerWidth / 2 - 120, y: window.innerHeight / 3 };
}

/**
 * Shows the card of an employee given the old (pre-upgrade) id. Resolves true when the lookup
 * succeeded and the card is shown; false — silently, nothing shown — on any failure.
 */
export async function showEmployeeCard(oldId: string, oldTableName?: string): Promise<boolean> {
  try {
    trackPointer();
    const at = lastPointer();
    const employeeId = await lookupEmployeeId(oldId, oldTableName);
    if (!employeeId) return false;
    const pos = pointer.x >= 0 ? { x: pointer.x, y: pointer.y } : at;
    uiPort().employeeCard({ employeeId, href: employeeAppUrl(employeeId), x: pos.x, y: pos.y });
    return true;
  } catch {
    return false;
  }
}
