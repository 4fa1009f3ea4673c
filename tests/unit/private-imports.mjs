// The private files of src/ that unit tests may import (scripts/unit-imports.mjs; held by
// tests/unit/scripts/unit-imports.spec.ts). A unit test imports a folder's face (src/<folder>/index.ts)
// for every name the face exports; it reaches a private file only for what no face exports: a pure
// helper that is the unit under test, or the state a test sets up, reads or resets. Each entry says
// which. A new private import needs a line here, with its reason; the rule is docs/testing.md#unit-tests.

/** Private module (`<folder>/<file>` under src/) → why a unit test imports it. */
export const PRIVATE_IMPORTS = {
  // batch/
  'batch/rules': 'batchResultFromMessage: the instant-message parser, a pure function not on the face',
  // bridge/
  'bridge/container': 'containerOf, isMobileAgent: user-agent rules, pure',
  'bridge/open-data':
    'openDataItems, applyOpenData: the placeholder rules, pure (convertOpenData is on the face)',
  'bridge/title-bar-rules': 'planTitleBar: the title-bar decision table, pure',
  // embed/
  'embed/auth': 'loginScriptUrl, pollSessionId: the login rules, pure',
  'embed/config': 'resolveConfig: the config check, pure; its error cases in detail',
  'embed/interceptors': 'installConfig: the config applied to the stores, read back from them',
  'embed/pipeline': 'STAGES, runStages: the init table itself (its shape and order)',
  'embed/registry': 'register, findComponent, splitName: the registry read back after destroy()',
  'embed/resources': 'userFrom: the user-info mapping, pure',
  'embed/session': 'isValidSession: the session-id rule, pure',
  'embed/stage': 'runStage, withStageLimit: one stage under its time limit, on a fake clock',
  'embed/state': "initState: the folder's state, read after destroy() (state-owners rule)",
  // env/
  'env/url-secrets': 'reduceTextValues: the free-text secret reducer the fuzzer attacks, pure',
  'env/own': "hasOwn: the floor's own-property helper, pure",
  'env/capabilities': 'missingCapabilities: what the support floor checks, under removed built-ins',
  'env/abort':
    'abortWith, reasonOf: abort with a reason where the browser keeps none (the support floor), pure',
  'env/absolute-url': 'absoluteUrl: URL resolution, pure',
  'env/chat-url': 'withChatKeys, installChatUrlKeys: the chat-URL rules',
  'env/console-filter': 'installConsoleFilter, keepsConsole: the console rules',
  'env/context': 'parsePageContext, readPageContext: the page-context parser, pure',
  'env/device': 'the device reader under a faked navigator',
  'env/disposers':
    'resetAll, disposeAll: the reset every unit test starts from (docs/testing.md#test-isolation)',
  'env/events': 'on, emit: the event bus the tests listen on',
  'env/lang': 'isRtlLang, isChineseLang: language rules, pure',
  'env/origin': 'isTrustedTarget: the origin rule, pure',
  'env/platform-fetch':
    'platformFetch, platformUrl, buildUrl: the one platform fetch with a fake fetch (asserts what reaches the server)',
  'env/rtl': 'installRtl: the dir attribute under a fake document',
  'env/scroll': 'throttle: the throttle itself, on a fake clock',
  'env/store': "$config, $context, $session…: the SDK's one store, set up and read by the tests",
  'env/time-limit': 'checkTimeLimit, MAX_TIMER_MS: the timer-limit rule, pure',
  'env/url-flags': 'parseUrlFlags, withKeptFlags: the URL-flag rules, pure',
  'env/viewport': 'installFixedViewport: the viewport meta under a fake document',
  // hooks/
  'hooks/get-by-path': 'getByPath, parsePath: the path reader, pure',
  'hooks/opener-hook': 'findOpenerHook: the opener walk over fake windows',
  'hooks/overrides':
    'regOvComponent, applyOvComponent, setHookErrorReporter: the override registry (the face has the props pair only)',
  // i18n/
  'i18n/dates': 'formatDate, parseDate: the date code and its cache, against an oracle',
  'i18n/labels': 'readLabelPayload: the label-payload parser, pure',
  'i18n/relative-time': 'relativeParts: the relative-time parts, pure (relativeTime is on the face)',
  'i18n/state': "$labels: the folder's state, read after destroy()",
  'i18n/text': "sdkText: the SDK's own texts per language",
  // loader/
  'loader/app-name': 'appNames, resolveAsset, withVersion: the asset-URL rules, pure',
  'loader/chunk-load-error': 'chunkName, ChunkLoadError: the chunk-error rules, pure',
  // monitor/
  'monitor/store-keeper': 'createStoreKeeper: the early-record queue and its bound, with an injected store',
  'monitor/constants': 'LIMITS: the caps a store-keeper test fills up to',
  'monitor/actions': 'measureAction, onSlowAction: slow-action timing on a fake clock',
  'monitor/backoff': 'createBackoff, parseRetryAfter: the retry schedule, pure',
  'monitor/batch': 'toDto, byteLength: the upload body, pure',
  'monitor/ecode-list': 'ecodeComNames: the ecode list parser, pure',
  'monitor/filter': 'createRecordFilter, createUrlPolicy: the record and URL rules, pure',
  'monitor/http': 'isOwnEndpoint, PostResult: the own-endpoint rule',
  'monitor/lease-lock': 'createLeaseLock: the lock of a browser without Web Locks, on fake storage',
  'monitor/memory-store': "createMemoryStore: the store of a failing IndexedDB, as the uploader tests' store",
  'monitor/perf-entry': 'toPerfEntry, isReportable: the performance-entry mapping, pure',
  'monitor/record': 'makeRecord, classify, fitRecord: the record builder, pure',
  'monitor/render-state': 'nextRenderState: the render state machine, pure',
  'monitor/reporter': 'createReporter: the reporter with a fake clock and store',
  'monitor/rescue': 'saveRescue, takeRescued: the rescue records on fake storage',
  'monitor/schema':
    'RECORD_FIELDS, checkRecord, toDto: the record schema, extended at run time by the add-a-field test',
  'monitor/resource-report': 'createResourceReporter, toResourceRecord: the resource report, pure',
  'monitor/switches': 'switchesFromResponse: the switch parser, pure',
  'monitor/trace-ids': 'createTraceIds: the trace-id source, pure',
  'monitor/uploader': 'createUploader: the uploader with a fake send, store and lock (asserts what is sent)',
  'monitor/visible-range': 'visibleRange, edgesInRange: the visible-range rules, pure',
  'monitor/write-queue': 'createWriteQueue: the write queue, on a fake store',
  // request/
  'request/catalogue': 'requestMessage, statusMessage: the message catalogue, pure',
  'request/classify': 'classify, readSensitive: the envelope classification, pure',
  'request/client': 'createClient: the client over a fake network (asserts what reaches the server)',
  'request/client-kind': 'clientKind: the client-kind rule, pure',
  'request/dedupe': 'dedupeKey, DedupeTable: the de-duplication key, pure',
  'request/sensitive': 'askSensitive: the sensitive prompt state, read after destroy()',
  'request/session': 'canRefresh, setTokenExpireHook: the session hooks, read after destroy()',
  'request/state': "requestState: the folder's state, read after destroy()",
  'request/ui-port': "setRequestUi, consoleRequestUi: the request layer's UI plug, reset by destroy()",
  'request/url': 'withQuery, toQueryString: the URL rules, pure',
  // routing/
  'routing/employee-lookup':
    'lookupEmployeeId: the lookup over a fake fetch (asserts what reaches the server)',
  'routing/link-interceptor': 'parseAppLink: the in-app link parser, pure',
  'routing/open-window': 'fullWindowFeatures: the window-feature string, pure',
  'routing/overseas': 'overseasUrl, toOverseasUrl: the overseas-domain rules, pure',
  'routing/page-url': 'linkKind, employeeAppUrl: the page-URL rules, pure (pageUrl is on the face)',
  'routing/registry': 'moduleEntry: the route registry table, checked row by row',
  'routing/resolve': 'appendQuery, parseRecordId: the route rules, pure',
  'routing/router': 'createRouter: the memory router, pure',
  'routing/site-domain': 'siteUrl: the site-domain rule, pure',
  'routing/state': "$userSettings, $trustedDomains: the folder's state",
  'routing/trust': 'addTrustedDomains, isTrustedUrl: the trusted-domain rules',
  'routing/user-settings': 'loadUserSettings: the settings read over a fake fetch',
  // theme/
  'theme/theme-vars': 'colourValue, themeVariables: the theme variables, pure',
  // ui/
  'ui/contrast': 'contrast, parseRgb, textOn, WHITE: the WCAG contrast helper, pure',
  'ui/batch-rules': 'isFailure, bannerTextWidth: the banner rules, pure',
  'ui/text-width': 'textWidth, truncateWidth: the text-width rules, pure',
  'ui/upgrade-rules': 'isUpgradeError, dialogSize: the upgrade-dialog rules, pure',
};
