// i18n endpoints of the reference platform (docs/spec-coverage.md, docs/suite-pages.md): label files per language and
// module with tenant overrides, the translation-mode label API, exchange rates and the
// currency symbol map.
//
// Label payload shape (static file and translation API alike; the SDK reads both):
//   { labels: {id: text}, tenantLabels: {[tenantKey]: {id: text}} }
// The translation API wraps it in the platform envelope { status: true, data: {...} }.
import type { Express } from 'express';
import type { DemoContext } from '../lib/context';

type LabelMap = Record<string, string>;
interface LabelFile {
  labels: LabelMap;
  tenantLabels: Record<string, LabelMap>;
}

/** The SDK's own texts in Arabic (the `atrium` module), for right-to-left dialogs with their labels loaded. */
const ATRIUM_AR: LabelMap = {
  'atrium.common.back': 'رجوع',
  'atrium.common.cancel': 'إلغاء',
  'atrium.common.close': 'إغلاق',
  'atrium.common.confirm': 'موافق',
  'atrium.common.more': 'و{n} أخرى',
  'atrium.message.error': 'خطأ',
  'atrium.message.info': 'معلومة',
  'atrium.message.warning': 'تحذير',
  'atrium.batch.all': 'عرض الكل',
  'atrium.batch.close': 'إغلاق',
  'atrium.batch.details': 'عرض التفاصيل',
  'atrium.batch.less': 'عرض أقل',
  'atrium.employee.profile': 'عرض الملف الشخصي',
  'atrium.employee.title': 'موظف',
  'atrium.link.title': 'فتح رابط خارجي',
  'atrium.link.confirm':
    'أنت على وشك فتح رابط لم يتم التحقق منه، وقد ينطوي على مخاطر أمنية غير معروفة. هل تريد فتحه؟',
  'atrium.link.noRemind': 'لا تذكرني مرة أخرى',
  'atrium.link.open': 'فتح',
  'atrium.link.cancel': 'إلغاء',
  'atrium.relogin.title': 'انتهت مهلة الجلسة',
  'atrium.relogin.text': 'انتهت مهلة تسجيل الدخول، يرجى تسجيل الدخول مرة أخرى',
  'atrium.relogin.login': 'تسجيل الدخول مرة أخرى',
  'atrium.sensitive.title': 'يحتوي محتوى الصفحة على الكلمات الحساسة التالية',
  'atrium.sensitive.weakTip': 'يحتوي على كلمات حساسة، هل تريد الإرسال؟ (سيعالجها النظام تلقائيًا وفق القواعد)',
  'atrium.sensitive.strongTip': 'يحتوي محتوى الصفحة على كلمات حساسة، يرجى التعديل قبل المتابعة',
  'atrium.sensitive.words': 'الكلمات الحساسة',
  'atrium.sensitive.rule': 'قاعدة المعالجة',
  'atrium.sensitive.rulesTitle': 'قواعد معالجة الكلمات الحساسة',
  'atrium.upgrade.title': 'ترقية النظام',
  'atrium.upgrade.upgraded': 'تمت ترقية النظام، يرجى تحديث الصفحة',
  'atrium.upgrade.error':
    'تمت ترقية النظام وحدث الخطأ التالي. حاول تحديث الصفحة، وإذا استمرت المشكلة فاتصل بالمسؤول',
  'atrium.upgrade.details': 'عرض التفاصيل',
  'atrium.upgrade.hide': 'إخفاء التفاصيل',
  'atrium.upgrade.copy': 'نسخ',
  'atrium.upgrade.copied': 'تم النسخ',
  'atrium.upgrade.reload': 'تحديث',
  'atrium.upgrade.close': 'إغلاق',
};

const LABELS: Record<string, Record<string, LabelFile>> = {
  ar: { atrium: { labels: ATRIUM_AR, tenantLabels: {} } },
  zh_CN: {
    common: {
      labels: { 'common.save': '保存', 'common.cancel': '取消', 'common.title': '语言与数字' },
      tenantLabels: { 'tenant-acme': { 'common.save': '提交' } },
    },
    crm: {
      labels: { 'crm.customer': '客户', 'crm.contact': '联系人' },
      tenantLabels: { 'tenant-acme': { 'crm.customer': '客户（ACME）' } },
    },
    atrium: {
      labels: { 'atrium.time.past': '{t}以前' },
      tenantLabels: {},
    },
  },
  en_US: {
    common: {
      labels: { 'common.save': 'Save', 'common.cancel': 'Cancel', 'common.title': 'Language and numbers' },
      tenantLabels: { 'tenant-acme': { 'common.save': 'Submit' } },
    },
    crm: {
      labels: { 'crm.customer': 'Customer', 'crm.contact': 'Contact' },
      tenantLabels: { 'tenant-acme': { 'crm.customer': 'Client (ACME)' } },
    },
    atrium: {
      labels: { 'atrium.time.past': '{t} back' },
      tenantLabels: {},
    },
  },
};

/** Rates: 1 unit of `from` in `to`. */
const RATES: Record<string, number> = {
  'USD>CNY': 7.1,
  'CNY>USD': 0.1408,
  'EUR>CNY': 7.7,
  'USD>EUR': 0.92,
  'GBP>USD': 1.27,
  'JPY>CNY': 0.048,
};

const SYMBOLS: Record<string, string> = { CNY: '¥', USD: 'US$', EUR: '€', JPY: 'JP¥', HKD: 'HK$' };

function langOf(header: unknown): string {
  return typeof header === 'string' && header in LABELS ? header : 'zh_CN';
}

export function register(app: Express, _ctx: DemoContext): void {
  app.get('/static/public/resource/i18n/:lang/:file', (req, res) => {
    const { lang, file } = req.params;
    const module = file.replace(/\.json$/, '');
    const entry = LABELS[lang]?.[module];
    if (!file.endsWith('.json') || !entry) {
      res.status(404).json({ status: false, msg: `no labels for ${lang}/${file}` });
      return;
    }
    res.json(entry);
  });

  // Translation mode: labels of the language in the langType header, marked so they are recognisable.
  app.get('/api/bs/i18n/transmod/getLabels', (req, res) => {
    const module = String(req.query.module ?? '');
    const entry = LABELS[langOf(req.headers.langtype)]?.[module];
    if (!entry) {
      res.json({ status: false, code: 404, msg: `unknown module ${module}` });
      return;
    }
    const labels: LabelMap = {};
    for (const [id, text] of Object.entries(entry.labels)) labels[id] = `⟦${text}⟧`;
    res.json({ status: true, code: 200, data: { labels, tenantLabels: entry.tenantLabels } });
  });

  app.post('/papi/i18n/rate/getTargetRate', (req, res) => {
    const body = (req.body ?? {}) as { rateSymbol?: string; targetSymbol?: string; date?: string };
    const from = String(body.rateSymbol ?? '').toUpperCase();
    const to = String(body.targetSymbol ?? '').toUpperCase();
    if (from && from === to) {
      res.json({ status: true, code: 200, data: { rate: 1 } });
      return;
    }
    const rate = RATES[`${from}>${to}`];
    if (rate === undefined) {
      res.json({ status: true, code: 200, data: { msg: `No exchange rate from ${from} to ${to}` } });
      return;
    }
    res.json({ status: true, code: 200, data: { rate, date: body.date } });
  });

  app.post('/papi/i18n/currency/getSymbolMap', (req, res) => {
    const body = (req.body ?? {}) as { tenantKey?: string };
    if (!body.tenantKey) {
      res.json({ status: false, msg: 'tenantKey is required' });
      return;
    }
    res.json({ status: true, data: SYMBOLS });
  });
}
