// The UI port's interface (docs/architecture.md#the-ui-port): everything the SDK shows or asks,
// whoever draws it. Types only; request/ui-port.ts holds the port in force.
import type { SensitiveInfo, SensitiveRequest } from './types';

/** A batch-task result as instant messages carry it (docs/spec-coverage.md L176). */
export interface BatchTaskResult {
  taskId: string;
  failCount: number;
  content: string;
}

/** The answer to an external-link confirmation. */
export interface LinkConfirmAnswer {
  open: boolean;
  remember: boolean;
}

/** The kinds of short message. */
export type MessageType = 'info' | 'warning' | 'error';

/** An employee card: who, their page, and where the pointer was (viewport coordinates). */
export interface EmployeeCardProps {
  employeeId: string;
  name?: string;
  /** Page of the employee (the employee small app). */
  href?: string;
  x: number;
  y: number;
}

/** Everything the SDK shows or asks, whoever draws it. */
export interface UiPort {
  /** Who draws: the SDK (`'sdk'`) or the host page through events (`'host'`). */
  readonly kind: 'sdk' | 'host';
  /** What a crashed component's container shows: a neutral line, or nothing (the host fills it). */
  readonly crashFallback: 'message' | 'none';
  /** Weak sensitive words with a rule list: resolves true when the user confirms the resend. */
  confirmSensitive(info: SensitiveInfo, request?: SensitiveRequest): Promise<boolean>;
  /** Any other sensitive answer (the request is refused already): a notice. */
  sensitiveNotice(info: SensitiveInfo, request?: SensitiveRequest): void;
  /** An external link: resolves with the user's answer (no answer, or destroy(): cancel). */
  confirmLink(url: string): Promise<LinkConfirmAnswer>;
  /** A short message for `ms` milliseconds; `rich`: `text` is server HTML (sanitised before use). */
  message(text: string, type?: MessageType, ms?: number, rich?: boolean): void;
  /** Session expiry on PC: the re-login dialog (its button calls the init's relogin action). */
  relogin(): void;
  /** Session expiry where the user must log in again: `message` (if any), then the platform's logout. */
  logout(message?: string, logoutUrl?: string): void;
  /** The SDK's own failure (a chunk that does not load, a failing callFunction): the upgrade dialog. */
  upgrade(error: unknown, info?: { comName?: string }): void;
  /** A batch-task result with its view-details link (`''` for none). */
  batchTask(result: BatchTaskResult, href: string): void;
  /** An employee card at the pointer. */
  employeeCard(card: EmployeeCardProps): void;
}
