// The employee card (docs/spec-coverage.md L226): look the old employee id up, then show the card at the last
// pointer position; a failed lookup shows nothing. Also converts WeCom open-data placeholders.
import { uiPort } from '../ui/choose';
import { lookupEmployeeId } from './employee-lookup';
import { employeeAppUrl } from './page-url';
import { lastPointer, trackPointer } from './pointer';
import { routingState } from './state';

/** Module name of in-app links that show the employee card: `/_alink_/employee/{old id}`. */
export const EMPLOYEE_LINK_MODULE = 'employee';

const { pointer } = routingState;

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
