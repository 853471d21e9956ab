import { frameSources, parseIframeHosts } from '@/lib/content/iframe-hosts';

/**
 * The security headers of every page and static file (issue #14 item 2), pure. Pages are cached
 * and prerendered, so the policy has no nonce (a nonce makes every page dynamic, see Next's
 * content-security-policy guide): Next's inline scripts (the RSC payload, different on every
 * page) need `'unsafe-inline'` in script-src; hashes cannot cover them. What the policy still
 * buys: no plugins, no foreign scripts, styles or connections, no `<base>` hijack, forms only to
 * the shop and the configured banks, frames only from the rich-text hosts, no framing of the shop.
 */
export type PagePolicyInput = {
  /** Origins forms may post to besides 'self' (the public URL, the banks' payment pages). */
  formActions: readonly string[];
  /** `frame-src` sources: the rich-text iframe hosts (lib/content/iframe-hosts.ts). */
  frames: readonly string[];
  /** Origins the browser calls besides 'self' (an external commerce API). */
  connections: readonly string[];
  /** Served over https: upgrade-insecure-requests (and HSTS, see securityHeaders). */
  https: boolean;
  /** `next dev` needs eval for its error overlay. */
  development: boolean;
};

const list = (sources: readonly string[]): string => [...new Set(sources)].join(' ');

export function pageContentSecurityPolicy(input: PagePolicyInput): string {
  const directives = [
    `default-src 'self'`,
    `script-src 'self' 'unsafe-inline'${input.development ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    // Rich text may show pictures from anywhere on the web (partners' own CDNs); pictures cannot run code.
    `img-src ${list(["'self'", 'data:', 'blob:', 'https:', ...input.connections])}`,
    `font-src 'self'`,
    `media-src 'self'`,
    `connect-src ${list(["'self'", ...input.connections])}`,
    `frame-src ${input.frames.length ? list(input.frames) : "'none'"}`,
    `worker-src 'self' blob:`,
    `manifest-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${list(["'self'", ...input.formActions])}`,
    `frame-ancestors 'none'`,
    ...(input.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Features no page of the shop uses: off for the shop and for every frame in it (embeds keep fullscreen, picture-in-picture, autoplay, encrypted media). */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export const HSTS = 'max-age=63072000; includeSubDomains';

/** Every security header of an answer with the given policy (lower-case names: they replace Next's config headers of the same name). */
export function securityHeaders(contentSecurityPolicy: string, https: boolean): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** Whether the answer goes out over https: the proxy says so (X-Forwarded-Proto), or the public URL is https. Browsers ignore HSTS over http anyway. */
export function servedOverHttps(forwardedProto: string | null | undefined, publicUrl: string | undefined): boolean {
  const first = (forwardedProto ?? '').split(',')[0]?.trim().toLowerCase();
  return first === 'https' || /^https:/i.test(publicUrl ?? '');
}

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? [] : [origin];
  } catch {
    return [];
  }
};

/**
 * The banks' payment pages the storefront posts its forms to (Cardlink: Alpha and Eurobank;
 * Winbank), as lib/config/server-env.ts defaults them (a unit test keeps the two equal).
 */
export const FORM_POSTING_PROVIDER_URLS = {
  ALPHA_GATEWAY_URL: 'https://www.alphaecommerce.gr/vpos/shophandlermpi',
  EUROBANK_GATEWAY_URL: 'https://vpos.eurocommerce.gr/vpos/shophandlermpi',
  WINBANK_PAY_URL: 'https://paycenter.piraeusbank.gr/redirection/pay.aspx',
} as const;

/**
 * A page's policy input from the run-time environment (read per process, not at build time, so
 * a provider URL or host list configured at start is honoured by the same build).
 */
export function pagePolicyInputFromEnv(env: Readonly<Record<string, string | undefined>>, https: boolean): PagePolicyInput {
  const value = (name: string) => (env[name] ? env[name] : undefined);
  const banks = (Object.keys(FORM_POSTING_PROVIDER_URLS) as (keyof typeof FORM_POSTING_PROVIDER_URLS)[]).flatMap((name) => originOf(value(name) ?? FORM_POSTING_PROVIDER_URLS[name]));
  return {
    formActions: [...originOf(value('PUBLIC_URL')), ...banks],
    frames: frameSources(parseIframeHosts(value('RICH_TEXT_IFRAME_HOSTS'))),
    connections: originOf(value('NEXT_PUBLIC_API_URL')),
    https,
    development: env.NODE_ENV === 'development',
  };
}

/**
 * The headers next.config.mjs gives every answer outside the API (static files, /_next assets,
 * paths middleware does not see): fixed at build time, so the page policy of the default
 * environment. Kept in static-headers.json (next.config.mjs cannot import TypeScript); a unit test
 * keeps the file equal to this. Middleware replaces them on pages with the run-time ones.
 */
export function staticSecurityHeaders(): { all: { key: string; value: string }[]; https: { key: string; value: string }[] } {
  const all = securityHeaders(pageContentSecurityPolicy(pagePolicyInputFromEnv({}, false)), false);
  return {
    all: Object.entries(all).map(([key, value]) => ({ key, value })),
    https: [{ key: 'strict-transport-security', value: HSTS }],
  };
}
