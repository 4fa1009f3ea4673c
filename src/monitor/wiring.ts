// Everything startMonitor installs, as one list of uninstalls.

import { readPageContext } from '../env/context';
import { type AtriumEvents, on } from '../env/events';
import { $config, $context, $switches, $user } from '../env/store';
import { readUrlFlags } from '../env/url-flags';
import { setHookErrorReporter } from '../hooks/overrides';
import { onSlowAction } from './actions';
import { installCapture } from './capture';
import { ENDPOINTS } from './constants';
import { pageUrl } from './error-io';
import { createErrorReporter, type ErrorReporter } from './error-reporter';
import { createUrlPolicy, type MonitorControls } from './filter';
import { isOwnEndpoint, monitorUrl, postJson } from './http';
import { lazyPart } from './lazy-part';
import { buildMainReport } from './main-report';
import { cleanEntries } from './perf-entry';
import { observePerformance } from './perf-observer';
import { describeThrown, type RecordInput } from './record';
import { createReporter, type PageReport, type Reporter } from './reporter';
import { createResourceReporter, toResourceRecord } from './resource-report';
import { applySwitches, restoreSwitches } from './switches';
import { createTraceIds } from './trace-ids';
import type { Clock, ErrorStore } from './types';

/** Options of `startMonitor`; all optional, mostly for tests and special deployments. */
export interface MonitorOptions extends MonitorControls {
  /** Timers and time; the real clock by default. */
  clock?: Clock;
  /** Opens the error store; IndexedDB `WeappErrorMonitor` by default. */
  openStore?: () => Promise<ErrorStore>;
  /** Domain of `/cp/resourceReport.json`; default `apiDomain`, else the page's origin. */
  maintainDomain?: string;
}

export interface MonitorParts {
  errors: ErrorReporter;
  reports: Reporter;
  ecodeComs: Set<string>;
  uninstall: Array<() => void>;
}

const hasUser = () => !!$user.get()?.id;

/**
 * The record of a failed SDK request. Its URL is cleaned as a URL (`clean`: userinfo, query and
 * fragment values) before the message is composed, and wherever the request layer's own message or
 * stack repeats it; the record filter then cleans every text field again.
 */
function ajaxRecord(p: AtriumEvents['requestError'], clean: (url: string) => string): RecordInput {
  const what = p.status !== undefined && p.status >= 400 ? `HTTP ${p.status}` : `code ${p.code ?? 'none'}`;
  const url = clean(p.url);
  const scrub = (text: string) => (p.url && typeof text === 'string' ? text.split(p.url).join(url) : text);
  return {
    errType: 'ajax',
    message: `${p.method.toUpperCase()} ${url} ${what}: ${scrub(p.message)}`,
    filePath: url,
    stack: scrub(p.stack),
    // makeRecord keeps only the ones that are set.
    status: p.status,
    code: p.code,
    module: p.module,
    devOpsUrl: p.devOpsUrl,
  };
}

/** Installs capture, storage, uploads, reports, performance and render tracking. */
export function wireMonitor(clock: Clock, options: MonitorOptions, page: PageReport): MonitorParts {
  const uninstall: Array<() => void> = [];
  const ecodeComs = new Set<string>();
  restoreSwitches();

  const urlRules = createUrlPolicy(options);
  const cleanUrl = (url: string) => urlRules.clean(url);
  const errors = createErrorReporter({
    clock,
    ...(options.openStore ? { openStore: options.openStore } : {}),
    controls: options,
  });
  uninstall.push(errors.start());
  uninstall.push(installCapture((input) => errors.record(input, 'page')));
  uninstall.push(
    on('requestError', (p) => {
      if (!isOwnEndpoint(p.url)) errors.record(ajaxRecord(p, cleanUrl));
    }),
  );
  uninstall.push(
    // A regOvProps/regOvComponent hook that throws is recorded as ecode while the monitor runs.
    setHookErrorReporter((p) => {
      const d = describeThrown(p.error);
      errors.record({
        errType: 'ecode',
        message: d.message,
        stack: d.stack,
        comName: `${p.lib}.${p.component}`,
      });
    }),
  );

  // Every URL a report carries passes the same rules as records (docs/monitor.md#urls).
  const urls = createUrlPolicy(options);
  const traces = createTraceIds();
  uninstall.push(
    on('requestEnd', (p) => {
      if (!p.traceId || isOwnEndpoint(p.url)) return;
      traces.add(
        {
          traceId: p.traceId,
          url: urls.clean(p.url, 'request'),
          method: p.method,
          status: p.status,
          duration: p.duration,
        },
        p.ok,
      );
    }),
  );

  const reports = createReporter({
    clock,
    page,
    mainReport: () => buildMainReport(clock.now(), urls),
    post: (kind, body) =>
      postJson(monitorUrl(kind === 'report' ? ENDPOINTS.report : ENDPOINTS.subReport), body),
    hasUser,
    onSwitches: applySwitches,
    extras: () => ($switches.get().traceId ? { traceIds: traces.snapshot() } : {}),
  });
  uninstall.push(reports.start());
  uninstall.push(
    $user.listen((u) => {
      if (u?.id) reports.userReady();
    }),
  );

  const resources = createResourceReporter(
    clock,
    (body) =>
      postJson(monitorUrl(ENDPOINTS.resources, options.maintainDomain ?? $config.get().apiDomain), body),
    hasUser,
  );
  uninstall.push(() => resources.stop());
  uninstall.push(
    observePerformance((entries, raw) => {
      reports.addPerf(cleanEntries(entries, urls));
      const page = urls.clean(pageUrl(), 'page');
      const origin = performance.timeOrigin;
      resources.add(
        raw
          .filter((e) => e.entryType === 'resource' && urls.reportable(e.name))
          .map((e) =>
            toResourceRecord(e as PerformanceResourceTiming, origin, page, (u) => urls.clean(u, 'resource')),
          )
          .filter((r) => r !== null),
      );
    }),
  );

  // Route tracking follows the route switch; render profiling the render switch or the
  // `wea_link_keep_react_render` URL flag. Their code loads when first wanted (lazy-part.ts).
  const now = () => clock.now();
  const route = lazyPart(
    'route tracking',
    () => import('./route-tracker'),
    (m, since) =>
      m.installRouteTracker(
        clock,
        (r, slow) => {
          r.url = urls.clean(r.url, 'route');
          reports.submit('route', r);
          if (slow) reports.submit('slowRender', r);
        },
        since,
      ),
    now,
  );
  const profiler = lazyPart(
    'render profiling',
    () => import('./render-profiler'),
    (m) => m.installRenderProfiler(now, (sample) => reports.submit('render', sample)),
    now,
  );
  const follow = () => {
    const s = $switches.get();
    route.set(s.route);
    profiler.set(s.render || readUrlFlags().keepReactRender);
  };
  follow();
  uninstall.push($switches.listen(follow));
  // Slow state-change actions (measureAction, 48 ms, under the mobxAction switch).
  uninstall.push(onSlowAction((sample) => reports.submit('mobxAction', sample)));
  uninstall.push(() => {
    route.set(false);
    profiler.set(false);
  });

  // The ecode list, for a page with publish apps (its code loads then); `init({enableEcode:
  // false})`: nothing of ecode is fetched. Suite pages may start the monitor without init():
  // their page context names the apps then.
  let apps: string[] = [];
  if ($config.get().ecode) {
    apps = $context.get().publishAppIds;
    if (!apps.length) apps = readPageContext().publishAppIds;
  }
  if (apps.length)
    import('./ecode-list')
      .then(({ loadEcodeComNames }) =>
        loadEcodeComNames(apps, (body) => postJson(monitorUrl(ENDPOINTS.ecodeList), body)),
      )
      .then((names) => {
        for (const n of names) ecodeComs.add(n);
      })
      .catch(() => {});
  return { errors, reports, ecodeComs, uninstall };
}
