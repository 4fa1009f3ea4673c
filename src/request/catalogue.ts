// The HTTP status catalogue (docs/reference.md, docs/spec-coverage.md L307) and the other fixed messages of the request
// layer, in the two languages the SDK ships. Pure.
import { isChineseLang } from '../env/lang';

type Lang = 'zh_CN' | 'en_US';

const STATUS: Record<number, Record<Lang, string>> = {
  400: { en_US: 'Request error', zh_CN: '请求错误' },
  401: { en_US: 'Unauthorized, please log in', zh_CN: '未授权，请登录' },
  403: { en_US: 'Access denied', zh_CN: '拒绝访问' },
  404: { en_US: 'Request address error: {url}', zh_CN: '请求地址出错: {url}' },
  408: { en_US: 'Request timeout', zh_CN: '请求超时' },
  500: { en_US: 'Internal server error', zh_CN: '服务器内部错误' },
  501: { en_US: 'Not implemented', zh_CN: '服务未实现' },
  502: { en_US: 'Gateway error', zh_CN: '网关错误' },
  503: { en_US: 'Service unavailable', zh_CN: '服务不可用' },
  504: { en_US: 'Gateway timeout', zh_CN: '网关超时' },
  505: { en_US: 'HTTP version not supported', zh_CN: 'HTTP版本不受支持' },
};

const OTHER = {
  unknownStatus: { en_US: 'Connection error ({status})', zh_CN: '连接出错({status})' },
  network: { en_US: 'Network error, please check your connection', zh_CN: '网络异常，请检查网络连接' },
  unparsable: { en_US: 'Invalid response body', zh_CN: '响应内容无法解析' },
  session: { en_US: 'Login timed out, please log in again', zh_CN: '登录超时，请重新登录' },
  sensitive: { en_US: 'The content contains sensitive words', zh_CN: '内容包含敏感词' },
  intercept: { en_US: 'The request was intercepted for security reasons', zh_CN: '请求已被安全拦截' },
  interceptAt: {
    en_US: 'The request was blocked by the security policy: {url}, time: {time}',
    zh_CN: '请求已被安全拦截：{url}，时间：{time}',
  },
  aborted: { en_US: 'Request aborted.', zh_CN: 'Request aborted.' },
  cancelled: { en_US: 'Repeated request canceled.', zh_CN: 'Repeated request canceled.' },
} satisfies Record<string, Record<Lang, string>>;

/** Names of the fixed, non-status messages. */
export type MessageId = keyof typeof OTHER;

function pick(lang: string): Lang {
  return isChineseLang(lang) ? 'zh_CN' : 'en_US';
}

/** The catalogue message of an HTTP status (zh* languages → zh_CN, others → en_US). */
export function statusMessage(status: number, url: string, lang: string): string {
  const entry = STATUS[status];
  const l = pick(lang);
  if (!entry) return OTHER.unknownStatus[l].replace('{status}', String(status));
  return entry[l].replace('{url}', url);
}

/** One of the layer's fixed messages in the given language, `{name}` filled from `vars`. */
export function requestMessage(id: MessageId, lang: string, vars: Record<string, string> = {}): string {
  return OTHER[id][pick(lang)].replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);
}

/** `time` (a timestamp of this century) as local `YYYY-MM-DD HH:mm:ss`. */
export const formatTime = (time: number): string =>
  new Date(time - new Date(time).getTimezoneOffset() * 6e4).toISOString().slice(0, 19).replace('T', ' ');
