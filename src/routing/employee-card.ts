// The employee card (docs/spec-coverage.md L226): look the old employee id up, then show the card at the last
// pointer position; a failed lookup shows nothing. Also converts WeCom open-data placeholders.
import { uiPort } from '../request/ui-port';
import { lookupEmployeeId } from './employee-lookup';
import { employeeAppUrl } from './page-url';
import { lastPointer, trackPointer } from './pointer';
import { routingState } from './state';

/** Module name of in-app links that show the employee card: `/_alink_/employee/{old id}`. */
export const EMPLOYEE_LINK_MODULE = 'employee';

const { pointer } = routingState;

/**
 * The person's name as the page shows it: the text of the link or button the user activated
 * (focused, or under the pointer), up to 60 characters; `''` when there is none.
 */
function nameAt(x: number, y: number): string {
  const focused = document.activeElement;
  const el =
    focused instanceof HTMLElement && focused.matches('a,button')
      ? focused
      : (x >= 0 && document.elementFromPoint(x, y)?.closest('a,button')) || null;
  return (el?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
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
    const name = nameAt(pos.x, pos.y);
    uiPort().employeeCard({
      employeeId,
      href: employeeAppUrl(employeeId),
      x: pos.x,
      y: pos.y,
      ...(name && { name }),
    });
    return true;
  } catch {
    return false;
  }
}
