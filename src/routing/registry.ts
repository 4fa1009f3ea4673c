// The module registry of docs/spec-coverage.md as data. Each entry names the business module, its old
// name, the app that registers its dialogs, its routes and its dialogs, and the browser types
// (pickers) whose items open in it. `{id}` is the record identifier.

/** In-app dialogs of a module; each opens as a sub-route `{current path}/{app}_{component}`. */
export interface ModuleDialogs {
  create?: string;
  center?: string;
  side?: string;
}

/** One row of the module registry (docs/spec-coverage.md "Module registry entry"). */
export interface ModuleEntry {
  module: string;
  oldModule?: string;
  /** Registry app, e.g. `task` for `@weapp/task`; names the dialog sub-route `app_component`. */
  app: string;
  mobileList?: string;
  mobileDetail?: string;
  pcDetail?: string;
  /**
   * The module's other mobile pages of docs/spec-coverage.md by name (e.g. formreport `datalist`), reached
   * through `resolveRoute(module, id, { page })`. `{id}` is the record id; other `{slot}`s are
   * filled from the id's sub-parameters.
   */
  pages: Record<string, string>;
  dialogs: ModuleDialogs;
  browserTypes: string[];
}

type Row = Omit<ModuleEntry, 'dialogs' | 'pages'> & {
  dialogs: ModuleDialogs;
  pages?: Record<string, string>;
};

/** A module's dialogs named after `prefix`: `{prefix}Create` (unless `create` is false), `{prefix}Detail`, `{prefix}SideDetail`. */
const dlg = (prefix: string, create = true): ModuleDialogs => ({
  ...(create ? { create: `${prefix}Create` } : {}),
  center: `${prefix}Detail`,
  side: `${prefix}SideDetail`,
});

const CRM_KINDS = [
  'customer',
  'contact',
  'clue',
  'salechance',
  'contract',
  'competitor',
  'orderform',
  'price',
  'production',
  'marketactivity',
  'quote',
  'capital',
] as const;

// Contract risk and ledger pages under /mobile/crm/contract/0/… (docs/spec-coverage.md names them, not their paths).
const CONTRACT_PAGES: Record<string, string> = {
  riskList: '/mobile/crm/contract/0/contractRiskList/{id}',
  risk: '/mobile/crm/contract/0/contractRiskInfo/{id}',
  receiveLedger: '/mobile/crm/contract/0/receiveLedger/{id}',
  payLedger: '/mobile/crm/contract/0/payLedger/{id}',
  invoiceLedger: '/mobile/crm/contract/0/invoiceLedger/{id}',
};

const crmRows: Row[] = CRM_KINDS.map((kind) => ({
  module: `crm.${kind}`,
  app: 'crm',
  mobileList: `/mobile/crm/${kind}`,
  mobileDetail:
    kind === 'customer'
      ? '/mobile/crm/customer/0/customerDetail/{id}'
      : `/mobile/crm/${kind}/0/${kind}Info/{id}`,
  pcDetail: kind === 'customer' ? '/sp/crm/customer/customerViewPage/{id}' : undefined,
  pages: kind === 'contract' ? CONTRACT_PAGES : undefined,
  dialogs: dlg(kind.charAt(0).toUpperCase() + kind.slice(1)),
  browserTypes: [kind],
}));

const rows: Row[] = [
  {
    module: 'doc',
    oldModule: 'document',
    app: 'doc',
    mobileList: '/mobile/doc',
    mobileDetail: '/mobile/doc/docDetail/{id}',
    pcDetail: '/sp/doc/docDetail/{id}',
    dialogs: dlg('Doc'),
    browserTypes: ['document'],
  },
  {
    module: 'folder',
    app: 'doc',
    dialogs: dlg('Folder'),
    mobileDetail: '/mobile/doc/docList/{id}',
    // Folder ids may carry the variants shareInner_{id} and watched_{id}.
    pcDetail: '/doc/knowledge/{id}',
    browserTypes: ['folder'],
  },
  {
    module: 'task',
    app: 'task',
    mobileList: '/mobile/task',
    mobileDetail: '/mobile/task/taskDetail/{id}',
    pcDetail: '/sp/task/taskViewPage/{id}',
    dialogs: dlg('Task'),
    browserTypes: ['taskBrowser', 'preTaskBrowser', 'postTaskBrowser'],
  },
  {
    module: 'calendar',
    app: 'calendar',
    mobileList: '/mobile/calendar',
    mobileDetail: '/mobile/calendar/detail/{id}',
    dialogs: dlg('Calendar'),
    browserTypes: ['calendarBrowser'],
  },
  {
    module: 'project',
    app: 'project',
    mobileList: '/mobile/project',
    mobileDetail: '/mobile/project/details/{id}',
    dialogs: dlg('Project'),
    browserTypes: ['project'],
  },
  {
    module: 'mainlineReport',
    app: 'project',
    dialogs: dlg('MainlineReport', false),
    mobileDetail: '/mobile/project/mainlinereport/{id}',
    browserTypes: ['mainlineBrowser'],
  },
  {
    module: 'plan',
    oldModule: 'workreport',
    app: 'plan',
    mobileList: '/mobile/plan/main/list',
    mobileDetail: '/mobile/plan/detail?id={id}',
    dialogs: dlg('Plan'),
    browserTypes: ['planBrowser'],
  },
  {
    module: 'blog',
    app: 'blog',
    mobileList: '/mobile/blog/their',
    mobileDetail: '/mobile/blog/blogdetail/{id}',
    dialogs: dlg('Blog'),
    browserTypes: ['blogBrowser'],
  },
  {
    module: 'blogSubscribe',
    app: 'blog',
    mobileDetail: '/mobile/blog/subscribe/{id}',
    dialogs: dlg('Subscribe', false),
    browserTypes: [],
  },
  {
    module: 'performance',
    app: 'performance',
    mobileList: '/mobile/performance/main/list',
    mobileDetail: '/mobile/performance/flow/detail/{id}',
    dialogs: dlg('Performance'),
    browserTypes: ['performanceBrowser'],
  },
  {
    module: 'performanceScheme',
    app: 'performance',
    dialogs: dlg('Scheme'),
    mobileList: '/mobile/performance/scheme',
    mobileDetail: '/mobile/performance/scheme/schemeDetail/{id}',
    browserTypes: [],
  },
  {
    module: 'goal',
    app: 'goal',
    mobileList: '/mobile/goal',
    mobileDetail: '/mobile/goal/open?id={id}',
    dialogs: dlg('Goal'),
    browserTypes: ['goalBrowser'],
  },
  {
    module: 'mail',
    app: 'mail',
    mobileList: '/mobile/mail',
    mobileDetail: '/mobile/mail/view/{id}',
    pcDetail: '/sp/mail/view?mailResourceId={id}',
    dialogs: dlg('Mail'),
    browserTypes: ['mailResource'],
  },
  {
    module: 'workflow',
    app: 'workflow',
    mobileList: '/mobile/workflow/index/list',
    mobileDetail: '/mobile/workflow/flowpage/view/{id}',
    pcDetail: '/sp/workflow/flowpage/view/{id}',
    dialogs: dlg('Flowpage'),
    browserTypes: ['wfcRequest'],
  },
  {
    module: 'ebdfpage',
    app: 'ebuilder',
    mobileList: '/mobile/ebdfpage/list/{id}',
    mobileDetail: '/mobile/ebdfpage/card/0/{id}',
    pages: {
      ebflowpage: '/mobile/ebdfpage/ebflowpage/view/{id}',
    },
    dialogs: dlg('Card'),
    browserTypes: ['ebuilder'],
  },
  {
    module: 'formreport',
    app: 'formreport',
    dialogs: dlg('Report'),
    mobileList: '/mobile/formreport',
    mobileDetail: '/mobile/formreport/dataDetail/{id}',
    pages: {
      datalist: '/mobile/formreport/datalist/{id}',
      createReport: '/mobile/formreport/createReport/{id}',
      groupVoteList: '/mobile/formreport/groupVoteList/{id}',
    },
    browserTypes: [],
  },
  {
    module: 'placard',
    app: 'placard',
    mobileList: '/mobile/placard/list',
    mobileDetail: '/mobile/placard/page/{id}',
    dialogs: dlg('Placard'),
    browserTypes: [],
  },
  {
    module: 'hrm',
    app: 'hrm',
    mobileDetail: '/mobile/hrm/profile/{id}',
    pages: {
      contractManager: '/mobile/hrm/contractManager/info/{id}',
      birthdayReminder: '/mobile/hrm/birthdayReminder',
      birthdayReminderAdmin: '/mobile/hrm/birthdayReminder?isAdmin=1',
      anniversaryReminder: '/mobile/hrm/anniversaryReminder',
      anniversaryReminderAdmin: '/mobile/hrm/anniversaryReminder?isAdmin=1',
    },
    pcDetail: '/sp/hrm/profileInfo/{id}',
    dialogs: dlg('Profile'),
    browserTypes: ['resource'],
  },
  {
    module: 'meeting',
    app: 'meeting',
    mobileDetail: '/mobile/meeting/detail/{id}',
    pages: {
      videoDetail: '/mobile/meeting/videoDetail/{id}',
    },
    pcDetail: '/sp/meeting/meetingSingle?meetingId={id}',
    dialogs: dlg('Meeting'),
    browserTypes: [],
  },
  {
    module: 'cowork',
    app: 'cowork',
    mobileList: '/mobile/cowork/discuss',
    mobileDetail: '/mobile/cowork/view/{id}',
    dialogs: dlg('Cowork'),
    browserTypes: [],
  },
  {
    module: 'odoc',
    app: 'odoc',
    mobileList: '/mobile/odoc',
    mobileDetail: '/mobile/odoc/flowForm/view/{id}',
    pages: {
      exchangeReceive: '/mobile/odoc/exchange/receiveForm/{id}',
      exchangeSend: '/mobile/odoc/exchange/sendForm/{id}',
    },
    dialogs: dlg('Odoc'),
    browserTypes: ['odocRequest'],
  },
  {
    module: 'fna',
    app: 'fna',
    dialogs: dlg('Fna'),
    mobileList: '/mobile/fna/apply',
    pages: {
      flowApply: '/mobile/fna/flow/apply/{id}',
      flowView: '/mobile/fna/flow/view/{id}',
      flowApprove: '/mobile/fna/flow/approve/{id}',
    },
    pcDetail: '/sp/fna/detail/{id}',
    browserTypes: [],
  },
  {
    module: 'salary',
    app: 'salary',
    dialogs: dlg('SalaryBill', false),
    mobileDetail: '/mobile/salary/mySalaryBill/view/{id}',
    browserTypes: [],
  },
  {
    module: 'market',
    app: 'market',
    dialogs: dlg('Resource'),
    mobileDetail: '/mobile/market/resource/common/resourceInfo/{id}',
    browserTypes: [],
  },
  {
    module: 'workorder',
    app: 'workorder',
    mobileDetail: '/mobile/workorder/route/{id}',
    dialogs: dlg('Workorder'),
    browserTypes: ['workOrderBrowser'],
  },
  {
    module: 'archive',
    app: 'archive',
    mobileDetail: '/mobile/archive/archiveView?arcId={id}',
    dialogs: dlg('Archive'),
    browserTypes: ['archiveBrowser'],
  },
  {
    module: 'signContract',
    app: 'signcenter',
    dialogs: dlg('SignContract'),
    mobileDetail: '/mobile/signcenter/signContract/detail/{id}',
    browserTypes: [],
  },
  {
    module: 'batchTask',
    app: 'uibusiness',
    dialogs: dlg('BatchTask', false),
    mobileDetail: '/mobile/uibusiness/batchTask/view/{id}',
    pages: {
      detail: '/mobile/uibusiness/batchTask/detail/{id}',
      messageList: '/mobile/inc/messagelist?batchNo={id}&flag={flag}',
    },
    browserTypes: [],
  },
  ...crmRows,
];

/** Every module key, in registry order. */
export const MODULE_KEYS: readonly string[] = rows.map((r) => r.module);

/** Returns the registry entry of a module key (or old module name, or browser type), if any. */
export function moduleEntry(module: string): ModuleEntry | undefined {
  const row =
    rows.find((r) => r.module === module) ??
    rows.find((r) => r.oldModule === module) ??
    rows.find((r) => r.browserTypes.includes(module));
  return row ? { ...row, pages: { ...row.pages }, dialogs: { ...row.dialogs } } : undefined;
}
