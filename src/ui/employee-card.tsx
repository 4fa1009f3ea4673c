// The employee card (docs/spec-coverage.md L226): a small card at the last pointer position, closed by a click
// outside, Escape, or its close button. One card at a time.
import { addDisposer } from '../env/disposers';
import { sdkText } from '../i18n/text';
import { addOverlayStyle, mountOverlay } from './overlay';
import type { EmployeeCardProps } from './port';
import { ui } from './state';

const CSS = `
.atrium-employee-card{position:fixed;width:240px;background:#fff;border-radius:6px;padding:14px 16px;box-shadow:0 6px 24px rgba(0,0,0,.2);font-size:14px;color:var(--atrium-font-color,#111)}
.atrium-employee-card h3{margin:0 0 6px;font-size:15px}
.atrium-employee-card a{color:var(--atrium-primary,#5d9cec)}
.atrium-employee-card .atrium-card-close{position:absolute;top:4px;right:6px;border:0;background:none;cursor:pointer;font-size:16px;color:#999}
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
  const unmount = mountOverlay(
    <div
      class="atrium-employee-card"
      data-testid="atrium-employee-card"
      data-employee-id={props.employeeId}
      role="dialog"
      style={{ left: `${left}px`, top: `${top}px` }}
      onPointerDown={(e) => e.stopPropagation()}
    >
      <button type="button" class="atrium-card-close" aria-label="Close" onClick={() => done()}>
        ×
      </button>
      <h3>{props.name || sdkText('atrium.employee.title', ['员工', 'Employee'])}</h3>
      <div>ID: {props.employeeId}</div>
      {props.href && (
        <a href={props.href} target="_blank" rel="noopener noreferrer">
          {sdkText('atrium.employee.profile', ['查看资料', 'View profile'])}
        </a>
      )}
    </div>,
  );
  const onDown = (e: PointerEvent) => {
    if (
      !e.composedPath().some((n) => n instanceof HTMLElement && n.dataset.testid === 'atrium-employee-card')
    )
      done();
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') done();
  };
  document.addEventListener('pointerdown', onDown, true);
  document.addEventListener('keydown', onKey);
  let undispose: () => void = () => undefined;
  const done = () => {
    unmount();
    document.removeEventListener('pointerdown', onDown, true);
    document.removeEventListener('keydown', onKey);
    undispose();
    if (ui.close.card === done) ui.close.card = null;
  };
  undispose = addDisposer(done);
  ui.close.card = done;
  return done;
}
