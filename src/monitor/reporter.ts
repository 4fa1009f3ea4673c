// Main report (once per page) and sub-reports (task map with performance entries, route
// renders, trace ids). Timing rules of docs/spec-coverage.md L191: first send after 3000 ms, every 300000 ms,
// early when 200 resource entries wait, a re-send 800 ms after a send that could not go or
// failed — then 1.6 s, 3.2 s, 6.4 s, and no more until the next report is due (at most 5 posts
// per report, docs/monitor.md#reports) — and a 500 ms fuse on repeated submissions of one task
// type (not fmp/fpt).
import type { Switches } from '../env/store';
import { LIMITS, TIMING, UNFUSED_TASKS } from './constants';
import type { PostResult } from './http';
import { ALL_OFF, switchesFromResponse } from './switches';
import type { Clock } from './types';

/** The main report (docs/spec-coverage.md L120) plus ignoreSwitchStatus. */
export interface MainReport {
  id: string;
  url: string;
  timestamp: number;
  userAgent: string;
  device: string;
  engine: string;
  browser: string;
  os: string;
  osVersion: string;
  version: string;
  language: string;
}

/** The page's main report and whether it went out; shared so a restarted monitor never sends it twice. */
export interface PageReport {
  report: MainReport | null;
  state: 'pending' | 'sent' | 'missing';
}

export interface ReporterDeps {
  clock: Clock;
  /** Kept for the page's lifetime by the caller; a fresh one when omitted. */
  page?: PageReport;
  mainReport: () => MainReport;
  post: (kind: 'report' | 'subReport', body: unknown) => Promise<PostResult>;
  /** True when a current user with an id exists. */
  hasUser: () => boolean;
  onSwitches: (s: Switches) => void;
  /** Extra task-map fields added to every sub-report (e.g. trace ids). */
  extras?: () => Record<string, unknown>;
}

export interface Reporter {
  /** Adds a task payload; skipped within 500 ms of the previous one of its type (not fmp/fpt). */
  submit(type: string, payload: unknown): boolean;
  /** Adds performance entries; 200 waiting resource entries trigger an early send. */
  addPerf(entries: Array<{ entryType: string }>): void;
  /** Starts the 3000 ms delay and the periodic report; returns the uninstall. */
  start(): () => void;
  /** Sends what waits now (used by tests and the early send). */
  sendNow(): Promise<void>;
  /** A user appeared: send now if the report delay has already passed. */
  userReady(): void;
}

/** Creates the report scheduler. */
export function createReporter(deps: ReporterDeps): Reporter {
  const { clock } = deps;
  let tasks: Record<string, unknown[]> = {};
  let resourceCount = 0;
  const lastSubmit = new Map<string, number>();
  const page: PageReport = deps.page ?? { report: null, state: 'pending' };
  let started = false;
  let stopped = false;
  let resendTimer: unknown = null;
  // Re-sends since the last report that went through (or was due by its own schedule).
  let resends = 0;
  let sending: Promise<void> | null = null;
  let firstSub = true;
  // Until the server has answered, collect; afterwards only while the master switch is on.
  let collecting = true;
  let due = false;

  const scheduleResend = () => {
    if (stopped || resendTimer !== null || resends >= LIMITS.resendTries) return;
    const delay = TIMING.resend * 2 ** resends;
    resends++;
    resendTimer = clock.setTimeout(() => {
      resendTimer = null;
      void send(true);
    }, delay);
  };

  const sendMain = async (): Promise<boolean> => {
    if (page.state === 'sent') return true;
    if (page.state === 'missing') return false;
    page.report ??= deps.mainReport();
    const main = page.report;
    try {
      const res = await deps.post('report', { ...main, ignoreSwitchStatus: false });
      // Only a 404 is read: the platform has no monitor service, so nothing more is sent.
      if (res.status === 404) {
        page.state = 'missing';
        deps.onSwitches({ ...ALL_OFF });
        return false;
      }
      page.state = 'sent';
      resends = 0;
      return true;
    } catch {
      return false;
    }
  };

  const sendSub = async () => {
    const data: Record<string, unknown> = { ...tasks, ...(deps.extras?.() ?? {}) };
    const waiting = tasks;
    tasks = {};
    resourceCount = 0;
    let switches: Switches = { ...ALL_OFF };
    let ok = false;
    try {
      const res = await deps.post('subReport', {
        reportId: page.report?.id,
        reportData: page.report,
        data,
        // The first sub-report of a page asks for the switches whatever their state.
        ignoreSwitchStatus: firstSub,
      });
      ok = res.status < 400 && !!res.body;
      if (ok) switches = switchesFromResponse(res.body);
    } catch {
      ok = false;
    }
    deps.onSwitches(switches);
    if (ok) {
      resends = 0;
      firstSub = false;
      collecting = switches.master;
      return;
    }
    // Put the tasks back in front of newer ones and try again shortly.
    for (const [type, list] of Object.entries(waiting)) tasks[type] = [...list, ...(tasks[type] ?? [])];
    scheduleResend();
  };

  /** A send; `retry` for the re-send timer's, which keeps counting the report's re-sends. */
  const send = async (retry: boolean): Promise<void> => {
    if (stopped || !started) return;
    if (!retry && !sending && resendTimer === null) resends = 0;
    if (sending) return sending;
    if (!deps.hasUser()) return;
    sending = (async () => {
      try {
        if (await sendMain()) await sendSub();
        else if (page.state === 'pending') scheduleResend();
      } finally {
        sending = null;
      }
    })();
    return sending;
  };
  const sendNow = () => send(false);

  return {
    submit(type, payload) {
      if (!collecting) return false;
      const now = clock.now();
      const last = lastSubmit.get(type);
      if (last !== undefined && now - last < TIMING.fuse && !UNFUSED_TASKS.includes(type)) return false;
      lastSubmit.set(type, now);
      const list = tasks[type] ?? [];
      list.push(payload);
      tasks[type] = list;
      return true;
    },
    addPerf(entries) {
      if (!collecting) return;
      const list = tasks.perf ?? [];
      tasks.perf = list;
      for (const e of entries) {
        list.push(e);
        if (e.entryType === 'resource') resourceCount++;
      }
      // Without a user nothing leaves the page: keep only the newest entries.
      if (list.length > 1000) list.splice(0, list.length - 1000);
      if (resourceCount >= LIMITS.earlyResourceCount && page.state === 'sent') void sendNow();
    },
    start() {
      started = true;
      const first = clock.setTimeout(() => {
        due = true;
        void sendNow();
      }, TIMING.reportDelay);
      const periodic = clock.setInterval(() => void sendNow(), TIMING.periodicReport);
      return () => {
        stopped = true;
        clock.clearTimeout(first);
        clock.clearInterval(periodic);
        if (resendTimer !== null) clock.clearTimeout(resendTimer);
      };
    },
    sendNow,
    userReady() {
      if (due) void sendNow();
    },
  };
}
