// The SDK's one Trusted Types policy, `atrium` (docs/csp.md#trusted-types). Created lazily, the
// first time the SDK hands a URL to a script sink, and only where the browser has Trusted Types.
// It signs script URLs on the configured static, OA and API origins (the passport and app
// libraries come from the static origin, the login script from the OA one; the loader names
// them) and refuses every other URL. Its `createHTML` serves the sanitiser alone (ui/sanitize.ts
// hands it to DOMPurify, which parses untrusted HTML into an inert document and cleans it there);
// the policy object never leaves the SDK.
import { httpOrigin } from './origin';

/** The policy's name: a page's CSP names it in `trusted-types atrium`. */
export const TRUSTED_TYPES_POLICY = 'atrium';

/** The part of a Trusted Types policy the SDK uses (typed here: TS's DOM lib lacks them). */
export interface AtriumPolicy {
  createScriptURL(url: string): unknown;
  createHTML(html: string): unknown;
}

interface PolicyFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string; createHTML(html: string): string },
  ): AtriumPolicy;
}

/**
 * The policy (`undefined`: not tried yet; `null`: no Trusted Types here, or the page refused the
 * name) and the origins {@link scriptUrlFor} is signing for (set only while it signs). Never
 * reset: a page can create a policy name once, so the one policy outlives destroy().
 */
const held: { policy: AtriumPolicy | null | undefined; allowed: readonly string[] } = {
  policy: undefined,
  allowed: [],
};

function factory(): PolicyFactory | undefined {
  if (typeof window === 'undefined') return undefined;
  const tt = (window as unknown as { trustedTypes?: Partial<PolicyFactory> }).trustedTypes;
  return tt && typeof tt.createPolicy === 'function' ? (tt as PolicyFactory) : undefined;
}

/** Signs `url` when it is on one of the allowed origins; throws a TypeError otherwise. */
function checkScriptUrl(url: string): string {
  const origin = httpOrigin(url, typeof location === 'undefined' ? undefined : location.href);
  if (!origin || !held.allowed.includes(origin)) {
    throw new TypeError(
      `policy ${TRUSTED_TYPES_POLICY}: ${url} is off the SDK's origins (${held.allowed.join(' ')})`,
    );
  }
  return url;
}

/** The `atrium` policy, created on first use; `null` where there is none or the page refused it. */
export function atriumPolicy(): AtriumPolicy | null {
  if (held.policy !== undefined) return held.policy;
  const tt = factory();
  held.policy = null;
  if (!tt) return null;
  try {
    held.policy = tt.createPolicy(TRUSTED_TYPES_POLICY, {
      createScriptURL: checkScriptUrl,
      createHTML: (html) => html,
    });
  } catch {
    // The page's `trusted-types` directive does not name `atrium` (or names it twice without
    // 'allow-duplicates'): URLs go to the sinks as strings, which such a page refuses (the
    // browser's TypeError then says why).
  }
  return held.policy;
}

/**
 * DOMPurify's `TRUSTED_TYPES_POLICY` option: the `atrium` policy where there is one, so the
 * sanitiser parses through it and creates no `dompurify` policy of its own. (Typed `never`:
 * DOMPurify types the option as the Trusted Types package's policy; it calls createHTML and
 * createScriptURL.)
 */
export function sanitizerPolicy(): { TRUSTED_TYPES_POLICY?: never } {
  const policy = atriumPolicy();
  return policy ? { TRUSTED_TYPES_POLICY: policy as never } : {};
}

/**
 * What the SDK assigns to a script's `src`: a TrustedScriptURL signed by the `atrium` policy
 * where Trusted Types exist, else the URL. Throws (a TypeError) for a URL off `origins` (the
 * configured static, OA and API origins: loader/load-script.ts) when the policy exists.
 */
export function scriptUrlFor(url: string, origins: readonly string[]): string {
  const signer = atriumPolicy();
  if (!signer) return url;
  held.allowed = origins;
  try {
    return signer.createScriptURL(url) as string;
  } finally {
    held.allowed = [];
  }
}
