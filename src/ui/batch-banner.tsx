// The batch-task banner (the SDK port's `batchTask`; the batch task itself is src/batch/).
import { useEffect, useState } from 'preact/hooks';
import { detectCurrent } from '../env/device';
import { addDisposer } from '../env/disposers';
import { sdkText } from '../i18n/text';
import {
  BANNER_HEIGHT,
  BANNER_HEIGHT_UNDER_TITLE,
  bannerTextWidth,
  isFailure,
  SUCCESS_BANNER_MS,
} from './batch-rules';
import { mountDressed } from './dress';
import { plainText } from './message';
import { addOverlayStyle, announce, getOverlayRoot } from './overlay';
import type { BatchTaskResult } from './port';
import { RichText } from './rich-text';
import { moreText } from './sensitive-dialog';
import { $banners, type Banner, ui } from './state';

const CSS = `
.atrium-banners{position:fixed;top:0;left:0;right:0;display:flex;flex-direction:column}
.atrium-banner{display:flex;align-items:center;gap:12px;padding:0 16px;color:#fff}
.atrium-banner[data-state=success]{background:#2e7d0f}
.atrium-banner[data-state=failure]{background:#b34700}
[data-task-id]::before{content:"✓";font-weight:700}
[data-state=failure]::before{content:"!"}
.atrium-banner[data-open]{height:auto!important;min-height:56px;padding:8px 16px;align-items:flex-start}
.atrium-batch-text{flex:1;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.atrium-banner[data-open] .atrium-batch-text{white-space:normal;overflow-wrap:break-word}
.atrium-banner a,.atrium-banner button{color:#fff;background:none;border:0;cursor:pointer;font-size:1em;text-decoration:underline;padding:0;flex:none;min-height:24px}
.atrium-banner :focus-visible{outline-color:#fff}
`;
const state = ui.banner;

/** Phones and tablets, as env's detect() says (read now: the banner may outlive a UA override in tests). */
const isMobile = () => !detectCurrent().isPC;

function hasTitleBar(): boolean {
  const sel = '[data-testid="atrium-title-bar"]';
  return !!(document.querySelector(sel) || getOverlayRoot().querySelector(sel));
}

function remove(key: number): void {
  $banners.set($banners.get().filter((b) => b.key !== key));
}

/** Banners on screen at once; the rest wait behind "and N more" (docs/security.md#bounded-ui). */
export const BANNERS_SHOWN = 5;

/** Which banners are on screen: successes, and failures one at a time on desktop — at most {@link BANNERS_SHOWN}. */
function visible(list: readonly Banner[]): Banner[] {
  const firstFailure = list.find((b) => b.failure);
  return list.filter((b) => !b.failure || b === firstFailure);
}

function BannerView({ banner, height, queued }: { banner: Banner; height: number; queued: number }) {
  const { result, failure, href } = banner;
  const [open, setOpen] = useState(false);
  // A failure's reason may be cut (at width 80, or by the width of a phone): "Show all" opens it whole.
  return (
    <div
      class="atrium-banner"
      data-testid="atrium-batch-banner"
      data-state={failure ? 'failure' : 'success'}
      data-task-id={result.taskId}
      data-open={open ? '' : undefined}
      style={{ height: `${height}px` }}
    >
      <RichText
        class="atrium-batch-text"
        html={result.content}
        max={open ? undefined : bannerTextWidth(result)}
      />
      {queued > 0 && <small data-testid="atrium-batch-queued">{moreText(queued)}</small>}
      {failure && (
        <button
          type="button"
          data-testid="atrium-batch-expand"
          aria-expanded={open ? 'true' : 'false'}
          onClick={() => setOpen(!open)}
        >
          {open
            ? sdkText('atrium.batch.less', ['收起', 'Show less'])
            : sdkText('atrium.batch.all', ['展开全文', 'Show all'])}
        </button>
      )}
      {failure && href && (
        <a href={href} target="_blank" rel="noopener noreferrer" data-testid="atrium-batch-details">
          {sdkText('atrium.batch.details', ['查看详情', 'View details'])}
        </a>
      )}
      <button type="button" data-testid="atrium-batch-close" onClick={() => remove(banner.key)}>
        {sdkText('atrium.batch.close', ['关闭', 'Close'])}
      </button>
    </div>
  );
}

function BannerHost() {
  const [list, setList] = useState<Banner[]>([...$banners.get()]);
  // subscribe (not listen): catches changes made between the first render and this effect.
  useEffect(() => $banners.subscribe((value) => setList([...value])), []);
  const height = hasTitleBar() ? BANNER_HEIGHT_UNDER_TITLE : BANNER_HEIGHT;
  const shown = visible(list);
  const rest = shown.length - BANNERS_SHOWN;
  // Failures waiting behind the one shown (desktop shows them one at a time).
  const queued = list.filter((b) => b.failure).length - 1;
  return (
    <div class="atrium-banners">
      {shown.slice(0, BANNERS_SHOWN).map((b) => (
        <BannerView key={b.key} banner={b} height={height} queued={b.failure ? queued : 0} />
      ))}
      {rest > 0 && (
        <div class="atrium-banner" data-state="success" data-testid="atrium-batch-more">
          {moreText(rest)}
        </div>
      )}
    </div>
  );
}

function reset(): void {
  for (const t of state.timers) clearTimeout(t);
  state.timers.clear();
  $banners.set([]);
  state.unmountHost?.();
  state.unmountHost = null;
}

/**
 * Shows a batch-task result at the top of the page: success in green for 10 s, failure
 * (`failCount` non-zero) in orange until closed, with a view-details link to `href` and its
 * text cut at width 80 ("Show all" opens it whole; failures waiting behind it are counted).
 * Each is said through the overlay's live region. `content` is rich text: sanitised HTML, or its text only
 * ({@link setSanitize}). On desktop failures queue and show one at a time; on mobile a new
 * failure replaces the one shown. (The public `showBatchTaskResult`, src/batch/, resolves `href`
 * from the route table.)
 */
export function showBatchBanner(result: BatchTaskResult, href: string): void {
  if (!result || typeof result !== 'object') return;
  const failure = isFailure(result);
  const banner: Banner = { key: state.nextKey++, result, failure, href };
  let list = $banners.get();
  if (failure && isMobile()) list = list.filter((b) => !b.failure);
  $banners.set([...list, banner]);
  announce(plainText(result.content));
  if (!failure) {
    const timer = setTimeout(() => {
      state.timers.delete(timer);
      remove(banner.key);
    }, SUCCESS_BANNER_MS);
    state.timers.add(timer);
  }
  if (!state.unmountHost) {
    addOverlayStyle('batch', CSS);
    state.unmountHost = mountDressed(<BannerHost />);
    addDisposer(reset);
  }
}
