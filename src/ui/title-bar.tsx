// The mobile H5 title bar (docs/spec-coverage.md L358: 47 px): shown only while a title exists. While shown, the
// page body is pushed down by the bar's height and `<html>` carries `--atrium-title-bar-height`
// (a host's own fixed header opts in with `top: var(--atrium-title-bar-height, 0)`); removing the
// bar restores both. Its layout follows the page's direction (`<html dir>`); the title is a heading.
import { addDisposer } from '../env/disposers';
import { sdkText } from '../i18n/text';
import { addOverlayStyle, mountOverlay } from './overlay';
import { ui } from './state';

/** Mobile title bar height (docs/spec-coverage.md L358). */
export const TITLE_BAR_HEIGHT = 47;

const CSS = `
.atrium-title-bar{position:fixed;top:0;left:0;right:0;height:${TITLE_BAR_HEIGHT}px;display:flex;align-items:center;justify-content:center;background:#fff;color:#1f1f1f;border-bottom:1px solid #e5e5e5;padding:0 48px}
.atrium-title-bar h1{margin:0;font-size:1.2em;font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.atrium-title-bar button{position:absolute;inset-inline-start:0;top:0;width:44px;height:${TITLE_BAR_HEIGHT}px;border:0;background:none;color:inherit;font-size:1.57em;cursor:pointer}
`;
/** The variable on `<html>` a host's fixed header reads to sit below the bar. */
const HEIGHT_VAR = '--atrium-title-bar-height';

/** How the bar looks. */
export interface TitleBarProps {
  title: string;
  showBack?: boolean;
  background?: string;
  color?: string;
  onBack?(): void;
}

function TitleBar(props: TitleBarProps) {
  const back = sdkText('atrium.common.back', ['返回', 'Back']);
  return (
    <div
      class="atrium-title-bar"
      data-testid="atrium-title-bar"
      role="banner"
      dir={(document.dir as 'rtl' | 'ltr') || undefined}
      style={{ background: props.background, color: props.color }}
    >
      {props.showBack && (
        <button
          type="button"
          aria-label={back}
          data-testid="atrium-title-bar-back"
          onClick={() => props.onBack?.()}
        >
          ‹
        </button>
      )}
      <h1 dir="auto">{props.title}</h1>
    </div>
  );
}

/** Shows the bar (replacing one that is shown), or removes it when `props` is null or has no title. */
export function renderTitleBar(props: TitleBarProps | null): void {
  if (!props?.title) {
    removeTitleBar();
    return;
  }
  addOverlayStyle('title-bar', CSS);
  const padding = ui.titleBar ? ui.titleBar.padding : document.body.style.paddingTop;
  ui.titleBar?.unmount();
  const unmount = mountOverlay(<TitleBar {...props} />);
  if (!ui.titleBar) addDisposer(removeTitleBar);
  ui.titleBar = { unmount, padding };
  document.body.style.paddingTop = `${TITLE_BAR_HEIGHT}px`;
  document.documentElement.style.setProperty(HEIGHT_VAR, `${TITLE_BAR_HEIGHT}px`);
}

/** Removes the bar and restores the body's padding. */
export function removeTitleBar(): void {
  if (!ui.titleBar) return;
  ui.titleBar.unmount();
  document.body.style.paddingTop = ui.titleBar.padding;
  document.documentElement.style.removeProperty(HEIGHT_VAR);
  ui.titleBar = null;
}
