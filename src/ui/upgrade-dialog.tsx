import { useState } from 'preact/hooks';
import { addDisposer } from '../env/disposers';
import { currentLang } from '../env/store';
import { type SdkText, sdkText } from '../i18n/text';
import { Dialog } from './dialog';
import { mountDressed } from './dress';
import { addOverlayStyle } from './overlay';
import { ui } from './state';
import { dialogSize, errorDetails, isExcluded, isUpgradeError } from './upgrade-rules';

const CSS = `
.atrium-upgrade{display:flex;flex-direction:column}
.atrium-upgrade pre{flex:1;min-height:80px;max-height:40vh;overflow:auto;background:#f5f5f5;color:#1f1f1f;padding:8px;font-size:.86em;white-space:pre-wrap;overflow-wrap:anywhere;margin:8px 0 0;text-align:left}
.atrium-upgrade .atrium-actions{margin-top:auto;padding-top:12px;flex-wrap:wrap}
`;

const TEXT_UPGRADED: SdkText = [
  '系统已升级，请刷新页面',
  'The system has been upgraded, please refresh the page',
];
const TEXT_ERROR: SdkText = [
  '系统已升级，出现以下错误，请尝试刷新页面，如仍有问题请联系管理员',
  'The system has been upgraded and the following error occurred. Try refreshing the page; if it persists, contact the administrator',
];

interface Props {
  error: unknown;
  comName?: string;
  onClose(): void;
}

function copyText(text: string): void {
  const fallback = () => {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.cssText = 'position:fixed;opacity:0;';
    document.body.appendChild(area);
    area.select();
    try {
      document.execCommand('copy');
    } catch {
      // nothing else to try
    }
    area.remove();
  };
  try {
    navigator.clipboard?.writeText(text).catch(fallback) ?? fallback();
  } catch {
    fallback();
  }
}

function UpgradeDialog({ error, comName, onClose }: Props) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const hasDetails = error !== undefined && error !== null;
  const size = dialogSize(currentLang());
  const message =
    !hasDetails || isUpgradeError(error)
      ? sdkText('atrium.upgrade.upgraded', TEXT_UPGRADED)
      : sdkText('atrium.upgrade.error', TEXT_ERROR);
  const details = hasDetails ? errorDetails(error, comName) : '';
  const copiedText = sdkText('atrium.upgrade.copied', ['已复制', 'Copied']);
  return (
    <Dialog
      testid="atrium-upgrade-dialog"
      cls="atrium-upgrade"
      alert
      title={sdkText('atrium.upgrade.title', ['系统升级', 'System upgrade'])}
      desc={message}
      onEscape={onClose}
      style={{ width: `${size.width}px`, height: open ? 'auto' : `${size.height}px` }}
      actions={
        <>
          {hasDetails && (
            <button
              type="button"
              class="atrium-link"
              data-testid="atrium-upgrade-dialog-details"
              aria-expanded={open ? 'true' : 'false'}
              onClick={() => setOpen(!open)}
            >
              {open
                ? sdkText('atrium.upgrade.hide', ['收起详情', 'Hide details'])
                : sdkText('atrium.upgrade.details', ['查看详情', 'View details'])}
            </button>
          )}
          {hasDetails && (
            <button
              type="button"
              class="atrium-link"
              data-testid="atrium-upgrade-dialog-copy"
              onClick={() => {
                copyText(details);
                setCopied(true);
              }}
            >
              {copied ? copiedText : sdkText('atrium.upgrade.copy', ['复制', 'Copy'])}
            </button>
          )}
          <span class="atrium-sr" role="status">
            {copied ? copiedText : ''}
          </span>
          <button
            type="button"
            class="atrium-btn"
            data-testid="atrium-upgrade-dialog-close"
            data-autofocus
            onClick={onClose}
          >
            {sdkText('atrium.upgrade.close', ['关闭', 'Close'])}
          </button>
          <button
            type="button"
            class="atrium-btn atrium-btn-primary"
            data-testid="atrium-upgrade-dialog-reload"
            onClick={() => {
              onClose();
              location.reload();
            }}
          >
            {sdkText('atrium.upgrade.reload', ['刷新', 'Reload'])}
          </button>
        </>
      }
    >
      {hasDetails && open && (
        <pre data-testid="atrium-upgrade-dialog-text" dir="ltr" tabIndex={0}>
          {details}
        </pre>
      )}
    </Dialog>
  );
}

/**
 * Opens the "system upgraded" dialog (one at a time: while one is open, later calls do
 * nothing). Without an error, or for a chunk-load failure, it says the system was upgraded;
 * with another error it says which error occurred and offers view-details and copy.
 * Chunk-load failures never open it on the pop-up and watermark paths.
 *
 * @example
 * ```ts
 * showUpgradeDialog(); // "the system was upgraded", with a reload button
 * ```
 */
export function showUpgradeDialog(error?: unknown, info?: { comName?: string }): void {
  if (ui.close.upgrade) return;
  if (isExcluded(location.pathname, error)) return;
  addOverlayStyle('upgrade', CSS);
  let unmount: (() => void) | null = null;
  const close = () => {
    ui.close.upgrade = null;
    offDisposer();
    unmount?.();
  };
  const offDisposer = addDisposer(close);
  ui.close.upgrade = close;
  unmount = mountDressed(<UpgradeDialog error={error} comName={info?.comName} onClose={close} />);
}
