// Base styles of the overlay (inside its shadow root). Colours follow the theme variables
// applyTheme() sets on <html>; CSS custom properties inherit into shadow trees.
export const baseCss = `
:host{all:initial}
*{box-sizing:border-box;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif}
.atrium-mask{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center}
.atrium-dialog{background:#fff;color:var(--atrium-font-color,#111);border-radius:6px;box-shadow:0 6px 24px rgba(0,0,0,.2);padding:20px;max-width:92vw;max-height:90vh;overflow:auto;font-size:var(--atrium-font-size,14px)}
.atrium-dialog h2{margin:0 0 12px;font-size:16px}
.atrium-actions{display:flex;gap:8px;justify-content:flex-end;margin-top:16px}
.atrium-btn{border:1px solid #d9d9d9;background:#fff;border-radius:4px;padding:6px 14px;cursor:pointer;font-size:14px}
.atrium-btn-primary{background:var(--atrium-primary,#5d9cec);border-color:var(--atrium-primary,#5d9cec);color:#fff}
.atrium-btn-primary:hover{background:var(--atrium-primary-hover,#4a89dc)}
.atrium-toast{position:fixed;top:16px;left:50%;transform:translateX(-50%);background:#fff;border-radius:4px;box-shadow:0 3px 12px rgba(0,0,0,.2);padding:10px 16px;font-size:14px;max-width:90vw}
`;
