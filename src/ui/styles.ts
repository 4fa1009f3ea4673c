// Base styles of the overlay (inside its shadow root). Colours follow the theme variables
// applyTheme() sets on <html> (CSS custom properties inherit into shadow trees), measured by the
// overlay (ui/overlay.ts: --atrium-on-primary, --atrium-link, --atrium-focus, --atrium-text…) so
// every text keeps WCAG AA contrast; the defaults meet it. Sizes are in em of the theme's font
// size. Sides are logical (start/end), so right-to-left mirrors the layout.
export const baseCss = `
:host{all:initial;font-size:var(--atrium-font-size,14px);line-height:1.5;color:#1f1f1f}
*{box-sizing:border-box;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif}
:focus-visible{outline:2px solid var(--atrium-focus,var(--atrium-link,#1f5fbf));outline-offset:2px}
.atrium-mask{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}
.atrium-dialog,.atrium-page{background:#fff;color:var(--atrium-text,#1f1f1f);text-align:start}
.atrium-dialog{position:relative;border-radius:6px;box-shadow:0 6px 24px rgba(0,0,0,.2);padding:20px;max-width:92vw;max-height:90vh;overflow:auto}
.atrium-dialog-title{margin:0 0 12px;font-size:1.15em;font-weight:600}
.atrium-dialog-desc p{margin:0}
.atrium-actions{display:flex;gap:8px;align-items:center;justify-content:flex-end;margin-top:16px}
.atrium-btn{border:1px solid #767676;background:#fff;color:#1f1f1f;border-radius:4px;padding:6px 14px;cursor:pointer;font-size:1em}
.atrium-btn-primary{background:var(--atrium-primary,#1f5fbf);border-color:var(--atrium-primary,#1f5fbf);color:var(--atrium-on-primary,#fff)}
.atrium-btn-primary:hover{background:var(--atrium-primary-hover,#194d9c)}
.atrium-link{color:var(--atrium-link,#1f5fbf);background:none;border:0;padding:0;font-size:inherit;cursor:pointer;text-decoration:underline}
.atrium-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.atrium-toast{background:var(--atrium-bubble,#fff);color:var(--atrium-on-bubble,#1f1f1f);position:fixed;top:16px;left:0;right:0;margin:0 auto;width:max-content;max-width:calc(100vw - 32px);border-radius:4px;box-shadow:0 3px 12px rgba(0,0,0,.25);padding:10px 16px;overflow-wrap:break-word}
.atrium-page{position:fixed;inset:0;display:flex;flex-direction:column;overflow:auto}
.atrium-page-bar{position:sticky;top:0;display:flex;align-items:center;min-height:47px;padding:0 8px;border-bottom:1px solid #e5e5e5;background:#fff}
.atrium-page-bar .atrium-dialog-title{flex:1;margin:0;text-align:center;font-size:1.2em;padding-inline-end:64px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.atrium-page-back{border:0;background:none;font-size:1.07em;color:var(--atrium-link,#1f5fbf);min-width:64px;min-height:44px;text-align:start;cursor:pointer}
.atrium-page-body{padding:12px 16px}
.atrium-sub{font-size:1em;margin:0 0 8px}
`;
