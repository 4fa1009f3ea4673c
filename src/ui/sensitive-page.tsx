// The mobile full-page rules view at `{current path}/sensitiveScan` (docs/spec-coverage.md L26): a title bar
// with a back button, the rules and their words, and the confirmation buttons — the dialog
// skeleton as a page (focus held inside, the page behind inert; Escape goes back).
import type { SensitiveInfo } from '../request/types';
import { Dialog } from './dialog';
import { SensitiveRules, sensitiveParts, sensitiveTexts } from './sensitive-dialog';

/** Props of {@link SensitivePage}. */
export interface SensitivePageProps {
  info: SensitiveInfo;
  onBack(): void;
  onConfirm(): void;
  onCancel(): void;
}

/** The full-page view; the caller owns the history entry. */
export function SensitivePage({ info, onBack, onConfirm, onCancel }: SensitivePageProps) {
  return (
    <Dialog
      testid="atrium-sensitive-page"
      cls="atrium-sensitive"
      alert
      title={sensitiveTexts.rulesTitle()}
      page={{ onBack, backTestid: 'atrium-sensitive-back', titleTestid: 'atrium-sensitive-page-title' }}
      {...sensitiveParts({ info, onConfirm, onCancel })}
      onEscape={onBack}
    >
      <h2 class="atrium-sub">{sensitiveTexts.title()}</h2>
      <SensitiveRules info={info} />
    </Dialog>
  );
}
