// The sensitive-word notice (docs/reference.md): shown when the user cannot confirm; it stays
// until closed (WCAG 2.2.1: no time limit on reading why a request was refused).
import type { SensitiveInfo } from '../request/types';
import { CloseButton, TypeMark } from './message';
import { RichText } from './rich-text';
import { sensitiveTexts } from './sensitive-dialog';

/** The notice text: the server's tip for the supervision type, else the built-in one. */
export function noticeText(info: SensitiveInfo): string {
  const tip =
    info.superviseType === 'weak'
      ? info.weakConfirmTip || info.strongConfirmTip
      : info.strongConfirmTip || info.weakConfirmTip;
  return tip || sensitiveTexts.strongTip();
}

/** The toast, with its close button. */
export function SensitiveNotice({ info, onClose }: { info: SensitiveInfo; onClose(): void }) {
  return (
    <div class="atrium-toast atrium-notice" data-testid="atrium-sensitive-notice">
      <TypeMark type="error" />
      <div>
        <RichText tag="div" html={noticeText(info)} />
        {info.sensitiveWords ? <div class="atrium-notice-words">{info.sensitiveWords}</div> : null}
      </div>
      <CloseButton testId="atrium-sensitive-notice-close" onClose={onClose} />
    </div>
  );
}
