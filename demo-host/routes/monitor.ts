// Monitor endpoints (spec §7 "Monitor", API.md §7). Everything received is kept in
// ctx.state.monitor so tests and the dashboard (/pages/monitor/) can read it.
import type { Express } from 'express';
import type { DemoContext } from '../lib/context';

interface MonitorState {
  /**
   * Every distinct error record received, in arrival order, de-duplicated by `id`: delivery is
   * at-least-once, so a record may arrive again (page-hide send, then the next page's upload;
   * an answer lost to a timeout or a reload).
   */
  errors: Array<Record<string, unknown>>;
  /** Records received again (same `id`): one entry per repeat, with the upload time. */
  duplicates: Array<{ id: string; time: number }>;
  /** Upload requests: creator, clientInfo, browserInfo, dropped and the ids they carried. */
  uploads: Array<{
    time: number;
    creator: unknown;
    clientInfo: unknown;
    browserInfo: unknown;
    dropped: unknown;
    ids: string[];
  }>;
  reports: unknown[];
  subReports: unknown[];
  resourceReports: unknown[];
  ecodeLists: unknown[];
  /** The switches reportSubData answers with (change them with POST /__demo/monitor/switches). */
  switches: Record<string, boolean>;
  /** The answer to /api/ecode/monitor/list. */
  ecodeList: Record<string, unknown[]>;
}

const DEFAULT_SWITCHES = {
  switchStatus: true,
  routeSwitchStatus: true,
  traceIdSwitchStatus: false,
  renderSwitchStatus: false,
  mobxActionSwitchStatus: false,
};

function fresh(): MonitorState {
  return {
    errors: [],
    duplicates: [],
    uploads: [],
    reports: [],
    subReports: [],
    resourceReports: [],
    ecodeLists: [],
    switches: { ...DEFAULT_SWITCHES },
    ecodeList: {},
  };
}

export function register(app: Express, ctx: DemoContext): void {
  ctx.onReset(() => {
    ctx.state.monitor = fresh();
  });
  const state = () => {
    ctx.state.monitor ??= fresh();
    return ctx.state.monitor as MonitorState;
  };
  const body = (b: unknown) => (b && typeof b === 'object' ? (b as Record<string, unknown>) : {});

  app.post('/api/tissot/frontErrorRecord', (req, res) => {
    const b = body(req.body);
    const dtos = Array.isArray(b.dtos) ? (b.dtos as Array<Record<string, unknown>>) : [];
    const s = state();
    const now = Date.now();
    const seen = new Set(s.errors.map((e) => String(e.id)));
    for (const d of dtos) {
      const id = String(d.id);
      if (seen.has(id)) s.duplicates.push({ id, time: now });
      else {
        seen.add(id);
        s.errors.push(d);
      }
    }
    s.uploads.push({
      time: now,
      creator: b.creator,
      clientInfo: b.clientInfo,
      browserInfo: b.browserInfo,
      dropped: b.dropped,
      ids: dtos.map((d) => String(d.id)),
    });
    res.json({ code: 200, status: true, msg: 'ok', data: dtos.length });
  });

  app.post('/api/front/monitor/report/reportData', (req, res) => {
    state().reports.push(req.body);
    res.json({ code: 200, status: true, data: null });
  });

  app.post('/api/front/monitor/report/reportSubData', (req, res) => {
    const s = state();
    s.subReports.push(req.body);
    res.json({ code: 200, status: true, data: { ...s.switches } });
  });

  app.post('/cp/resourceReport.json', (req, res) => {
    state().resourceReports.push(req.body);
    res.json({ code: 200, status: true });
  });

  app.post('/api/ecode/monitor/list', (req, res) => {
    const s = state();
    s.ecodeLists.push(req.body);
    res.json({ code: 200, status: true, data: s.ecodeList });
  });

  // Demo-only: read what arrived, and change the switches / ecode list the server answers with.
  app.get('/__demo/monitor', (_req, res) => {
    res.json(state());
  });
  app.post('/__demo/monitor/switches', (req, res) => {
    const s = state();
    s.switches = { ...DEFAULT_SWITCHES, ...body(req.body) } as Record<string, boolean>;
    res.json(s.switches);
  });
  app.post('/__demo/monitor/ecode-list', (req, res) => {
    const s = state();
    s.ecodeList = body(req.body) as Record<string, unknown[]>;
    res.json(s.ecodeList);
  });
}
