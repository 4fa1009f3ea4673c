// The module registry of docs/spec-coverage.md L164 as data. Each entry names the business module, its old
// name, the app that registers its dialogs, its routes and its dialogs, and the browser types
// (pickers) whose items open in it. `{id}` is the record identifier.
// tests/unit/routing/registry-table.spec.ts holds every entry to the recorded table.

/** In-app dialogs of a module; each opens as a sub-route `{current path}/{app}_{component}`. */
export interface ModuleDialogs {
  create?: string;
  center?: string;
  side?: string;
}

/** One row of the module registry (docs/spec-coverage.md L163 "Module registry entry"). */
export interface ModuleEntry {
  module: string;
  oldModule?: string;
  /** Registry app, e.g. `task` for `@weapp/task`; names the dialog sub-route `app_component`. */
  app: string;
  mobileList?: string;
  mobileDetail?: string;
  pcDetail?: string;
  /**
   * The module's other mobile pages of docs/spec-coverage.md L40 by name (e.g. formreport `datalist`), reached
   * through `resolveRoute(module, id, { page })`. `{id}` is the record id; other `{slot}`s are
   * filled from the id's sub-parameters.
   */
  pages: Record<string, string>;
  dialogs: ModuleDialogs;
  browserTypes: string[];
}

/** A CRM kind's row: list `/mobile/crm/{kind}`, detail `…/{kind}/0/{kind}Info/{id}`, its own browser type. */
const crm = (kinds: string) =>
  kinds
    .split(' ')
    .map((k) => `crm.${k}|crm||/mobile/crm/${k}|/mobile/crm/${k}/0/${k}Info/{id}||${k}`)
    .join('\n');

/**
 * One module a line, fields split by `|`, an empty field is "none":
 * `module|app|dialogs|mobile list|mobile detail|pc detail|browser types|old module|pages`.
 * - app: empty is the module's own name.
 * - dialogs: the prefix of `{prefix}Create`, `{prefix}Detail` and `{prefix}SideDetail`; empty is
 *   the module's name (after any `crm.`) capitalised; a leading `-` means no create dialog.
 * - browser types and pages: split by spaces; a page is `name=route`.
 */
const TABLE = `doc|||/mobile/doc|/mobile/doc/docDetail/{id}|/sp/doc/docDetail/{id}|document|document
folder|doc|||/mobile/doc/docList/{id}|/doc/knowledge/{id}|folder
task|||/mobile/task|/mobile/task/taskDetail/{id}|/sp/task/taskViewPage/{id}|taskBrowser preTaskBrowser postTaskBrowser
calendar|||/mobile/calendar|/mobile/calendar/detail/{id}||calendarBrowser
project|||/mobile/project|/mobile/project/details/{id}||project
mainlineReport|project|-MainlineReport||/mobile/project/mainlinereport/{id}||mainlineBrowser
plan|||/mobile/plan/main/list|/mobile/plan/detail?id={id}||planBrowser|workreport
blog|||/mobile/blog/their|/mobile/blog/blogdetail/{id}||blogBrowser
blogSubscribe|blog|-Subscribe||/mobile/blog/subscribe/{id}
performance|||/mobile/performance/main/list|/mobile/performance/flow/detail/{id}||performanceBrowser
performanceScheme|performance|Scheme|/mobile/performance/scheme|/mobile/performance/scheme/schemeDetail/{id}
goal|||/mobile/goal|/mobile/goal/open?id={id}||goalBrowser
mail|||/mobile/mail|/mobile/mail/view/{id}|/sp/mail/view?mailResourceId={id}|mailResource
workflow||Flowpage|/mobile/workflow/index/list|/mobile/workflow/flowpage/view/{id}|/sp/workflow/flowpage/view/{id}|wfcRequest
ebdfpage|ebuilder|Card|/mobile/ebdfpage/list/{id}|/mobile/ebdfpage/card/0/{id}||ebuilder||ebflowpage=/mobile/ebdfpage/ebflowpage/view/{id}
formreport||Report|/mobile/formreport|/mobile/formreport/dataDetail/{id}||||datalist=/mobile/formreport/datalist/{id} createReport=/mobile/formreport/createReport/{id} groupVoteList=/mobile/formreport/groupVoteList/{id}
placard|||/mobile/placard/list|/mobile/placard/page/{id}
hrm||Profile||/mobile/hrm/profile/{id}|/sp/hrm/profileInfo/{id}|resource||contractManager=/mobile/hrm/contractManager/info/{id} birthdayReminder=/mobile/hrm/birthdayReminder birthdayReminderAdmin=/mobile/hrm/birthdayReminder?isAdmin=1 anniversaryReminder=/mobile/hrm/anniversaryReminder anniversaryReminderAdmin=/mobile/hrm/anniversaryReminder?isAdmin=1
meeting||||/mobile/meeting/detail/{id}|/sp/meeting/meetingSingle?meetingId={id}|||videoDetail=/mobile/meeting/videoDetail/{id}
cowork|||/mobile/cowork/discuss|/mobile/cowork/view/{id}
odoc|||/mobile/odoc|/mobile/odoc/flowForm/view/{id}||odocRequest||exchangeReceive=/mobile/odoc/exchange/receiveForm/{id} exchangeSend=/mobile/odoc/exchange/sendForm/{id}
fna|||/mobile/fna/apply||/sp/fna/detail/{id}|||flowApply=/mobile/fna/flow/apply/{id} flowView=/mobile/fna/flow/view/{id} flowApprove=/mobile/fna/flow/approve/{id}
salary||-SalaryBill||/mobile/salary/mySalaryBill/view/{id}
market||Resource||/mobile/market/resource/common/resourceInfo/{id}
workorder||||/mobile/workorder/route/{id}||workOrderBrowser
archive||||/mobile/archive/archiveView?arcId={id}||archiveBrowser
signContract|signcenter|||/mobile/signcenter/signContract/detail/{id}
batchTask|uibusiness|-BatchTask||/mobile/uibusiness/batchTask/view/{id}||||detail=/mobile/uibusiness/batchTask/detail/{id} messageList=/mobile/inc/messagelist?batchNo={id}&flag={flag}
crm.customer|crm||/mobile/crm/customer|/mobile/crm/customer/0/customerDetail/{id}|/sp/crm/customer/customerViewPage/{id}|customer
${crm('contact clue salechance')}
crm.contract|crm||/mobile/crm/contract|/mobile/crm/contract/0/contractInfo/{id}||contract||riskList=/mobile/crm/contract/0/contractRiskList/{id} risk=/mobile/crm/contract/0/contractRiskInfo/{id} receiveLedger=/mobile/crm/contract/0/receiveLedger/{id} payLedger=/mobile/crm/contract/0/payLedger/{id} invoiceLedger=/mobile/crm/contract/0/invoiceLedger/{id}
${crm('competitor orderform price production marketactivity quote capital')}`.split('\n');

const words = (text = '') => text.split(' ').filter(Boolean);

/** A table line as a new entry (a caller may change it: the table stays as it is). */
function entryOf(line: string): ModuleEntry {
  const [module = '', app, dialog = '', mobileList, mobileDetail, pcDetail, types, oldModule, pages] =
    line.split('|');
  const name = dialog.replace('-', '') || module.replace('crm.', '');
  const prefix = name.charAt(0).toUpperCase() + name.slice(1);
  return {
    module,
    oldModule: oldModule || undefined,
    app: app || module,
    mobileList: mobileList || undefined,
    mobileDetail: mobileDetail || undefined,
    pcDetail: pcDetail || undefined,
    pages: Object.fromEntries(words(pages).map((page) => page.split(/=(.*)/))),
    dialogs: {
      ...(dialog[0] === '-' ? {} : { create: `${prefix}Create` }),
      center: `${prefix}Detail`,
      side: `${prefix}SideDetail`,
    },
    browserTypes: words(types),
  };
}

/** The table read (at import, as the object rows were before). */
const ROWS = TABLE.map(entryOf);

/** Every module key, in registry order. */
export const MODULE_KEYS: readonly string[] = ROWS.map((r) => r.module);

/** Returns the registry entry of a module key (or old module name, or browser type), if any. */
export function moduleEntry(module: string): ModuleEntry | undefined {
  const row =
    ROWS.find((r) => r.module === module) ??
    ROWS.find((r) => r.oldModule === module) ??
    ROWS.find((r) => r.browserTypes.includes(module));
  // A fresh copy of its line: what the caller changes stays out of the table.
  return row && entryOf(TABLE[ROWS.indexOf(row)] as string);
}
