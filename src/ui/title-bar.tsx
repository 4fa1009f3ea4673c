// The mobile H5 title bar (docs/spec-coverage.md L358: 47 px): shown only while a title exists. While shown, the
// page body is pushed down by the bar's height; removing the bar restores the body's padding.
import { addDisposer } from '../env/disposers';
import { addOverlayStyle, mountOverlay } from './overlay';
import { ui } from './state';

/** Mobile title bar height (docs/spec-coverage.md L358). */
export const TITLE_BAR_HEIGHT = 47;

const CSS = `
.atrium-title-bar{position:fixed;top:0;left:0;right:0;height:${TITLE_BAR_HEIGHT}px;display:flex;align-items:center;justify-content:center;background:#fff;color:#111;font-size:17px;border-bottom:1px solid #eee;padding:0 48px}
.atrium-title-bar span{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.atrium-title-bar button{position:absolute;left:0;top:0;width:44px;height:${TITLE_BAR_HEIGHT}px;border:0;background:none;color:inherit;font-size:22px;cursor:pointer}
`;

/** How the bar looks. */
export interface TitleBarProps {
  title: string;
  showBack?: boolean;
  background?: string;
  color?: string;
  onBack?(): void;
}

function TitleBar(props: TitleBarProps) {
  return (
    <div
      class="atrium-title-bar"
      data-testid="atrium-title-bar"
      role="banner"
      style={{ background: props.background, color: props.color }}
    >
      {props.showBack && (
        <button
          type="button"
          aria-label="Back"
          data-testid="atrium-title-bar-back"
          onClick={() => props.onBack?.()}
        >
          ‹
        </button>
      )}
      <span>{props.title}</span>
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
}

/** True while the title bar is shown (banners sit below it: 91 px instead of 56 px). */
export function isTitleBarShown(): boolean {
  return ui.titleBar !== null;
}

/** Removes the bar and restores the body's padding. */
export function removeTitleBar(): void {
  if (!ui.titleBar) return;
  ui.titleBar.unmount();
  document.body.style.paddingTop = ui.titleBar.padding;
  ui.titleBar = null;
}
