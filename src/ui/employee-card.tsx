// The employee card (docs/spec-coverage.md L226): a small card at the last pointer position, closed by a click
// outside, Escape, or its close button. One card at a time. A non-modal dialog: focus moves in and
// comes back on close.
import { addDisposer } from '../env/disposers';
import { sdkText } from '../i18n/text';
import { Dialog } from './dialog';
import { mountDressed } from './dress';
import { addOverlayStyle } from './overlay';
import type { EmployeeCardProps } from './port';
import { ui } from './state';

const CSS = `
.atrium-employee-card{position:fixed;width:240px;padding:14px 16px}
.atrium-employee-card .atrium-dialog-title{margin-inline-end:24px}
.atrium-x{position:absolute;top:4px;inset-inline-end:4px;min-width:28px;min-height:28px;border:0;background:none;cursor:pointer;font-size:1.15em;color:inherit}
`;

function clamp(value: number, max: number): number {
  return Math.max(8, Math.min(value, max));
}

/** Shows the card near (x, y), replacing any open card (the SDK port's `employeeCard`). Returns the close function. */
export function showEmployeeCardAt(props: EmployeeCardProps): () => void {
  ui.close.card?.();
  addOverlayStyle('employee-card', CSS);
  const left = clamp(props.x + 8, window.innerWidth - 256);
  const top = clamp(props.y + 8, window.innerHeight - 140);
  const unmount = mountDressed(
    <Dialog
      testid="atrium-employee-card"
      cls="atrium-employee-card"
      title={props.name || sdkText('atrium.employee.title', ['员工', 'Employee'])}
      desc={`ID: ${props.employeeId}`}
      onEscape={() => done()}
      card={{ onClose: () => done() }}
      style={{ left: `${left}px`, top: `${top}px` }}
    >
      {props.href && (
        <a class="atrium-link" data-autofocus href={props.href} target="_blank" rel="noopener noreferrer">
          {sdkText('atrium.employee.profile', ['查看资料', 'View profile'])}
        </a>
      )}
    </Dialog>,
  );
  const onDown = (e: PointerEvent) => {
    if (
      !e.composedPath().some((n) => n instanceof HTMLElement && n.dataset.testid === 'atrium-employee-card')
    )
      done();
  };
  document.addEventListener('pointerdown', onDown, true);
  let undispose: () => void = () => undefined;
  const done = () => {
    unmount();
    document.removeEventListener('pointerdown', onDown, true);
    undispose();
    if (ui.close.card === done) ui.close.card = null;
  };
  undispose = addDisposer(done);
  ui.close.card = done;
  return done;
}
