// The PC sensitive-word confirmation (docs/reference.md, its test ids): the rules with their words,
// the tip, confirm (resend) and cancel.

import { sdkText } from '../i18n/text';
import type { SensitiveInfo } from '../request/types';
import { Dialog } from './dialog';
import { RichText } from './rich-text';

/** Texts shared by the dialog, the mobile page and the notice. */
export const sensitiveTexts = {
  title: () =>
    sdkText('atrium.sensitive.title', [
      '页面内容包含以下敏感词',
      'The page content contains the following sensitive words',
    ]),
  weakTip: () =>
    sdkText('atrium.sensitive.weakTip', [
      '包含敏感词，确定要提交吗？（系统将按规则自动处理）',
      'Contains sensitive words, are you sure to submit? (The system will handle them automatically according to the rules)',
    ]),
  strongTip: () =>
    sdkText('atrium.sensitive.strongTip', [
      '页面内容包含敏感词，请修改后再操作',
      'The page content contains sensitive words, please modify before operating',
    ]),
  rulesTitle: () =>
    sdkText('atrium.sensitive.rulesTitle', ['敏感词处理规则', 'Sensitive word handling rules']),
  rule: () => sdkText('atrium.sensitive.rule', ['处理规则', 'Handling rule']),
  words: () => sdkText('atrium.sensitive.words', ['敏感词', 'Sensitive words']),
  confirm: () => sdkText('atrium.common.confirm', ['确定', 'OK']),
  cancel: () => sdkText('atrium.common.cancel', ['取消', 'Cancel']),
};

/** Rules the table shows; a longer list from the server ends with "and N more" (docs/security.md#bounded-ui). */
export const RULES_SHOWN = 50;

/** "and N more" for a list the UI cut (`count` left out), in the page's language. */
export function moreText(count: number): string {
  return sdkText('atrium.common.more', ['还有 {n} 项', 'and {n} more'], { n: count });
}

/** The rule table (used by the dialog and the mobile page): at most {@link RULES_SHOWN} rows. */
export function SensitiveRules({ info }: { info: SensitiveInfo }) {
  const rest = info.sensitiveWordList.length - RULES_SHOWN;
  return (
    <table class="atrium-rules">
      <thead>
        <tr>
          <th>{sensitiveTexts.rule()}</th>
          <th>{sensitiveTexts.words()}</th>
        </tr>
      </thead>
      <tbody>
        {info.sensitiveWordList.slice(0, RULES_SHOWN).map((r, i) => (
          <tr key={i} data-testid="atrium-sensitive-rule">
            <td>{r.name}</td>
            <td>{r.value}</td>
          </tr>
        ))}
        {rest > 0 && (
          <tr data-testid="atrium-sensitive-more">
            <td colSpan={2}>{moreText(rest)}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** Props of {@link SensitiveDialog}. */
export interface SensitiveDialogProps {
  info: SensitiveInfo;
  onConfirm(): void;
  onCancel(): void;
}

/** The tip (the dialog's description) and the buttons, shared by the dialog and the mobile page. */
export function sensitiveParts({ info, onConfirm, onCancel }: SensitiveDialogProps) {
  return {
    desc: (
      <RichText tag="p" class="atrium-sensitive-tip" html={info.weakConfirmTip || sensitiveTexts.weakTip()} />
    ),
    actions: (
      <>
        <button type="button" class="atrium-btn" data-testid="atrium-sensitive-cancel" onClick={onCancel}>
          {sensitiveTexts.cancel()}
        </button>
        <button
          type="button"
          class="atrium-btn atrium-btn-primary"
          data-testid="atrium-sensitive-confirm"
          onClick={onConfirm}
        >
          {sensitiveTexts.confirm()}
        </button>
      </>
    ),
    onEscape: onCancel,
  };
}

/** The PC dialog: the words' rules, the tip, cancel and confirm; Escape cancels. */
export function SensitiveDialog(props: SensitiveDialogProps) {
  return (
    <Dialog
      testid="atrium-sensitive-dialog"
      cls="atrium-sensitive"
      alert
      title={sensitiveTexts.title()}
      {...sensitiveParts(props)}
    >
      <SensitiveRules info={props.info} />
    </Dialog>
  );
}
