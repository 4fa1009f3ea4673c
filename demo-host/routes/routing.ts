// Routing endpoints (docs/spec-coverage.md "Other"): the old → new employee id lookup, the WeCom open-data
// conversion, user settings, and static stubs for the detail pages the SDK opens, so opened
// windows load something that names the path they were given.
import type { Express, Request, Response } from 'express';
import type { DemoContext } from '../lib/context';

/** Old employee id → new employee id. */
export const EMPLOYEE_IDS: Record<string, string> = { '1001': '88001', '1002': '88002', '1003': '88003' };

/** Open-data texts by type and id. */
const OPEN_DATA: Record<string, Record<string, string>> = {
  userName: { zhangsan: 'Zhang San', lisi: 'Li Si' },
  departmentName: { '12': 'Sales', '13': 'Research' },
};

interface RoutingState {
  settings: Array<{ configKey: string; configValue: string }>;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function stubPage(req: Request, res: Response): void {
  const url = escapeHtml(req.originalUrl);
  res
    .type('html')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>Detail ${url}</title></head>` +
        `<body><h1 data-testid="detail-stub">Detail page</h1><p>Path: <code id="path">${url}</code></p>` +
        '<p id="opener"></p><script>document.getElementById("opener").textContent = "opener: " + (window.opener ? "present" : "none");</script>' +
        '</body></html>',
    );
}

export function register(app: Express, ctx: DemoContext): void {
  ctx.onReset(() => {
    ctx.state.routing = {
      settings: [
        { configKey: 'common.openmethod', configValue: 'dialog' },
        { configKey: 'common.autowrap', configValue: '1' },
      ],
    } satisfies RoutingState;
  });

  app.get('/papi/version/upgrade/trans/getMulNewTableIds', (req, res) => {
    const old = String(req.query.oldContent ?? '');
    const ok = req.query.fieldName === 'id' && req.query.tableName === 'employee' && old in EMPLOYEE_IDS;
    if (!ok) {
      res.json({ code: 404, msg: 'no mapping', data: {} });
      return;
    }
    res.json({ code: 200, msg: 'ok', data: { [old]: EMPLOYEE_IDS[old] } });
  });

  // Designed conversion call: {tenantKey, items:[{type,id}]} → {items:[{id,data}]}.
  app.post('/papi/wework/opendata/convert', (req, res) => {
    const body = (req.body ?? {}) as { tenantKey?: unknown; items?: Array<{ type?: string; id?: string }> };
    if (!Array.isArray(body.items)) {
      res.status(400).json({ status: false, msg: 'items required' });
      return;
    }
    const items = body.items
      .filter((i) => i && typeof i.type === 'string' && typeof i.id === 'string' && OPEN_DATA[i.type]?.[i.id])
      .map((i) => ({ id: i.id, type: i.type, data: OPEN_DATA[i.type as string]?.[i.id as string] }));
    res.json({ status: true, items });
  });

  app.post('/api/component/base/syncSetting/getSetting', (_req, res) => {
    res.json({ status: true, code: 200, data: (ctx.state.routing as RoutingState).settings });
  });

  // Pages the SDK opens (docs/spec-coverage.md): a stub that shows its path and whether it has an opener.
  app.get(/^\/(?:sp|mobile|spa|doc\/knowledge|proj\/process|workflow\/request|weaver)\//, stubPage);
}
