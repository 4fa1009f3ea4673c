// Monitor endpoints (docs/spec-coverage.md "Monitor", docs/monitor.md). Everything received is kept in
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
  /** How the upload endpoint refuses (change with POST /__demo/monitor/upload-rules). */
  rules: UploadRules;
  /** Upload requests refused by a rule: the status and the ids they carried. */
  refused: Array<{ time: number; status: number; ids: string[] }>;
}

/**
 * Refusals of the upload endpoint, for the monitor's fault suite (tests/e2e/monitor/faults-*):
 * a gateway with a body limit, a server that rejects batches holding a bad record, one that
 * throttles or is down, one that answers without acknowledging.
 */
export interface UploadRules {
  /** Bodies larger than this many bytes get 413. */
  maxBodyBytes?: number;
  /** A batch with a record whose message contains this is answered 400 as a whole. */
  badMarker?: string;
  /** Every upload gets this status (e.g. 429, 503), with `retryAfter` as `Retry-After`. */
  status?: number;
  retryAfter?: string;
  /** Answer 200 without `code: 200` (no acknowledgement). */
  noAck?: boolean;
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
    rules: {},
    refused: [],
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

  /** The status a rule refuses this upload with, or 0. */
  const refusal = (rules: UploadRules, raw: unknown, dtos: Array<Record<string, unknown>>): number => {
    if (rules.status) return rules.status;
    if (rules.maxBodyBytes && Buffer.byteLength(JSON.stringify(raw ?? '')) > rules.maxBodyBytes) return 413;
    const marker = rules.badMarker;
    if (marker && dtos.some((d) => String(d.message).includes(marker))) return 400;
    return 0;
  };

  app.post('/api/tissot/frontErrorRecord', (req, res) => {
    const b = body(req.body);
    const dtos = Array.isArray(b.dtos) ? (b.dtos as Array<Record<string, unknown>>) : [];
    const s = state();
    const now = Date.now();
    const refused = refusal(s.rules, req.body, dtos);
    if (refused) {
      s.refused.push({ time: now, status: refused, ids: dtos.map((d) => String(d.id)) });
      if (s.rules.retryAfter) res.setHeader('Retry-After', s.rules.retryAfter);
      res.status(refused).json({ code: refused, status: false, msg: 'refused by the demo host' });
      return;
    }
    if (s.rules.noAck) {
      s.refused.push({ time: now, status: 200, ids: dtos.map((d) => String(d.id)) });
      res.json({ code: 500, status: false, msg: 'not acknowledged' });
      return;
    }
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
  app.post('/__demo/monitor/upload-rules', (req, res) => {
    const s = state();
    s.rules = body(req.body) as UploadRules;
    res.json(s.rules);
  });
  app.post('/__demo/monitor/ecode-list', (req, res) => {
    const s = state();
    s.ecodeList = body(req.body) as Record<string, unknown[]>;
    res.json(s.ecodeList);
  });
}
