// The sensitive-word notice (docs/reference.md): shown when the user cannot confirm; gone after 5 s.
import type { SensitiveInfo } from '../request/types';
import { RichText } from './rich-text';
import { sensitiveTexts } from './sensitive-dialog';

/** How long the notice stays (docs/spec-coverage.md L356). */
export const SENSITIVE_NOTICE_MS = 5000;

/** The notice text: the server's tip for the supervision type, else the built-in one. */
export function noticeText(info: SensitiveInfo): string {
  const tip =
    info.superviseType === 'weak'
      ? info.weakConfirmTip || info.strongConfirmTip
      : info.strongConfirmTip || info.weakConfirmTip;
  return tip || sensitiveTexts.strongTip();
}

/** The toast. */
export function SensitiveNotice({ info }: { info: SensitiveInfo }) {
  return (
    <div class="atrium-toast atrium-notice" role="alert" data-testid="atrium-sensitive-notice">
      <RichText tag="div" html={noticeText(info)} />
      {info.sensitiveWords ? <div class="atrium-notice-words">{info.sensitiveWords}</div> : null}
    </div>
  );
}
