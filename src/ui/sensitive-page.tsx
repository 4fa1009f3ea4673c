// The mobile full-page rules view at `{current path}/sensitiveScan` (docs/spec-coverage.md L26): a title bar
// with a back button, the rules and their words, and the confirmation buttons.
import type { SensitiveInfo } from '../request/types';
import { SensitiveConfirm, sensitiveTexts } from './sensitive-dialog';

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
    <div class="atrium-page" data-testid="atrium-sensitive-page">
      <header class="atrium-page-bar">
        <button
          type="button"
          class="atrium-page-back"
          data-testid="atrium-sensitive-back"
          aria-label={sensitiveTexts.back()}
          onClick={onBack}
        >
          ‹ {sensitiveTexts.back()}
        </button>
        <h1 data-testid="atrium-sensitive-page-title">{sensitiveTexts.rulesTitle()}</h1>
      </header>
      <div class="atrium-page-body">
        <SensitiveConfirm info={info} onConfirm={onConfirm} onCancel={onCancel} />
      </div>
    </div>
  );
}
