import { z } from 'zod';
import { DEFAULT_CHECKOUT_RATES } from './checkout-rates';
import { iframeHostListProblem } from '@/lib/content/iframe-hosts';
import { allowListProblem } from '@/lib/rules/catalog-import/picture-url-address';
import { partialProviderProblems } from './provider-credentials';
import { demoModeProblem } from './demo-mode';
import { OBJECT_STORE_KINDS, objectStoreProblems } from './object-store';
import { parseIssuerCredentials } from './mydata-users';
import { shopEnvShape } from './shop-config';
import { isTrustProxySetting, TRUST_PROXY_RULE } from './trust-proxy.cjs';

/**
 * Every environment variable the server reads, validated once (DESIGN §1, issue #2 §5).
 * A wrong value stops the process with a message that names the variable.
 * `.env.example` documents each of them.
 */
const bool = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true');

/** An http(s) URL whose host may be a name, localhost or an IP address (zod's httpUrl wants a domain). */
const httpUrl = (message: string) => z.url({ protocol: /^https?$/, error: message });

const positiveInt = z.coerce.number().int().positive();
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** The payment providers an operator can enable (PAYMENT_PROVIDERS), as lib/config/payment-providers.ts names them. */
export const ProviderSlugs = ['viva', 'paypal', 'alpha', 'eurobank', 'winbank'] as const;
export type ProviderSlug = (typeof ProviderSlugs)[number];
const cents = z.coerce.number().int().min(0).max(100_000);

const envObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  // A host name, an IPv4 or an IPv6 address to listen on (Docker sets it to the container's name).
  HOSTNAME: z
    .string()
    .regex(/^(\[?[0-9A-Fa-f:.]+\]?|[A-Za-z0-9]([A-Za-z0-9_.-]{0,251}[A-Za-z0-9])?)$/, 'must be a host name or an IP address to listen on')
    .optional(),
  // Opts in to the embedded payment sandboxes in production (lib/config/deployment.ts).
  DEMO_MODE: bool.default(false),
  DATA_DIR: z.string().min(1).default('.data'),
  // scripts/start.mjs also writes the server's output here, a file per UTC day (storefront-YYYY-MM-DD.log), deleted after the log retention (lib/config/retention.ts); unset = stdout only.
  LOG_DIR: z.string().min(1).refine((v) => !/[\0\r\n]/.test(v), 'must be a folder path').optional(),
  // PGlite's buffer cache; its default is PGLITE_SHARED_BUFFERS_MB in lib/backend/db/client.ts.
  PGLITE_SHARED_BUFFERS_MB: positiveInt.max(4096).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  // The storefront's public origin; without it (and without PUBLIC_ORIGINS) the origin each
  // request came in on (public-origin.ts). Resolved after parsing: see parseServerEnv.
  PUBLIC_URL: httpUrl('must be an http(s) URL').optional(),
  PUBLIC_ORIGINS: list(httpUrl('must be a comma-separated list of http(s) origins')),
  NEXT_PUBLIC_API_URL: z.url().optional(),
  SITE_CODE: z.string().min(1).max(64).default('b2b-storefront'),
  CORS_ORIGINS: list(z.url()),
  AUTH_JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  AUTH_ACCESS_TOKEN_MINUTES: positiveInt.max(24 * 60).default(15),
  AUTH_REFRESH_TOKEN_MINUTES: positiveInt.max(365 * 24 * 60).default(7 * 24 * 60),
  // A staff member's console session (issue #17): one working day, then a new login.
  STAFF_TOKEN_MINUTES: positiveInt.max(24 * 60).default(10 * 60),
  // A refresh token rotated this long ago is answered with the same new token set (two tabs at once); 0 = off.
  AUTH_REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  AUTH_RESET_TOKEN_MINUTES: positiveInt.max(7 * 24 * 60).default(60),
  AUTH_VERIFY_TOKEN_MINUTES: positiveInt.max(30 * 24 * 60).default(72 * 60),
  // A company invitation's link works this many days (issue #50, decision 0103).
  COMPANY_INVITATION_DAYS: positiveInt.max(90).default(7),
  AUTH_RATE_LIMIT_ACCOUNT: positiveInt.default(5),
  AUTH_RATE_LIMIT_CLIENT: positiveInt.default(30),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(15 * 60),
  PASSWORD_SCRYPT_COST: z.coerce
    .number()
    .int()
    .refine((n) => n >= 1024 && (n & (n - 1)) === 0, 'must be a power of two ≥ 1024')
    .default(16384),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Storefront <no-reply@storefront.local>'),
  ENABLE_TEST_ENDPOINTS: bool.default(false),
  // The X-Test-Secret header the test endpoints require (lib/backend/routes/test-endpoints.ts).
  TEST_ENDPOINTS_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  API_BODY_LIMIT_BYTES: positiveInt.max(10 * 1024 * 1024).default(64 * 1024),
  // Read by the production server's preload (scripts/server-preload.cjs); validated here too.
  TRUST_PROXY: z.string().refine(isTrustProxySetting, TRUST_PROXY_RULE).default('false'),
  SHUTDOWN_TIMEOUT_SECONDS: positiveInt.max(3600).default(10),
  // PGlite: how long a start waits for the data folder's lock held by a process still exiting (lib/backend/db/data-dir-lock.ts).
  DATA_DIR_LOCK_WAIT_SECONDS: z.coerce.number().int().min(0).max(600).default(10),
  SEED_PRODUCTS: positiveInt.max(20000).default(3000),
  // Product pictures (lib/config/object-store.ts): a folder (default {DATA_DIR}/pictures) or an S3-compatible bucket.
  OBJECT_STORE: z.enum(OBJECT_STORE_KINDS, { error: 'must be local or s3' }).default('local'),
  OBJECT_STORE_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: httpUrl('must be an http(s) URL').optional(),
  S3_REGION: z.string().min(1).max(64).default('us-east-1'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.optional(),
  RICH_TEXT_IFRAME_HOSTS: z.string().superRefine((v, ctx) => { const problem = iframeHostListProblem(v); if (problem) ctx.addIssue(problem); }).optional(), // lib/content/iframe-hosts.ts
  // Addresses a picture URL list may fetch from besides public ones (an internal media server): IPs and CIDRs (lib/rules/catalog-import/picture-url-address.ts)
  PICTURE_URL_ALLOW_ADDRESSES: z.string().superRefine((v, ctx) => { const problem = allowListProblem(v); if (problem) ctx.addIssue(problem); }).optional(),
  // Checkout rates in cents (lib/config/checkout-rates.ts)
  CHECKOUT_COURIER_CENTS: cents.default(DEFAULT_CHECKOUT_RATES.courierCents),
  CHECKOUT_BOXNOW_CENTS: cents.default(DEFAULT_CHECKOUT_RATES.boxnowCents),
  CHECKOUT_COD_FEE_CENTS: cents.default(DEFAULT_CHECKOUT_RATES.codFeeCents),
  // Payments (lib/config/payment-providers.ts): a provider without its credentials runs against its
  // sandbox inside the embedded API; the URLs default to the provider's live endpoints.
  PAYMENT_PROVIDERS: list(z.enum(ProviderSlugs, { error: `must be a comma-separated list of ${ProviderSlugs.join(', ')}` })).transform((v) =>
    v.length === 0 ? [...ProviderSlugs] : [...new Set(v)],
  ),
  PAYMENT_ATTEMPT_MINUTES: positiveInt.max(24 * 60).default(30),
  /** How often the expiry sweep looks for orders past their payment deadline (issue #17 item 2). */
  PAYMENT_SWEEP_SECONDS: positiveInt.max(3600).default(60),
  /** The most orders one sweep expires; the rest wait for the next sweep (a short, bounded run of work). */
  PAYMENT_SWEEP_BATCH: positiveInt.max(10_000).default(100),
  /** How long a company's purchase request waits for an approver, holding its stock, quota, coupon and points (issue #50, decision 0102). */
  PURCHASE_REQUEST_HOLD_HOURS: positiveInt.max(30 * 24).default(72),
  // myDATA (issue #47 item 3, lib/config/mydata.ts): the ERP channel's user and subscription key; without them, the sandbox.
  MYDATA_USER_ID: z.string().min(1).optional(),
  MYDATA_SUBSCRIPTION_KEY: z.string().min(1).optional(),
  MYDATA_API_URL: z.url().default('https://mydatapi.aade.gr/myDATA'),
  // The myDATA users of the partners' own issuing companies (decision 0079): `ΑΦΜ=user:key;…`.
  MYDATA_ISSUER_CREDENTIALS: z.string().optional().refine((text) => parseIssuerCredentials(text) !== undefined, 'must be ΑΦΜ=user:key entries separated by ; (each ΑΦΜ once)'),
  // AADE's registry lookup, RgWsPublic2 (lib/config/tax-registry.ts): the special credentials' user and password; without them, the sandbox.
  AADE_REGISTRY_USERNAME: z.string().min(1).optional(),
  AADE_REGISTRY_PASSWORD: z.string().min(1).optional(),
  AADE_REGISTRY_URL: z.url().default('https://www1.gsis.gr/wsaade/RgWsPublic2/RgWsPublic2'),
  // The EU's VIES VAT number check (lib/config/vies.ts): set = that service; unset = the sandbox outside production, the Commission's REST API in it.
  VIES_API_URL: z.url().optional(),
  // Box Now's partner API (issue #48, lib/config/carriers.ts): OAuth2 client credentials; without them, the sandbox.
  BOXNOW_CLIENT_ID: z.string().min(1).optional(),
  BOXNOW_CLIENT_SECRET: z.string().min(1).optional(),
  BOXNOW_API_URL: z.url().default('https://api-production.boxnow.gr'),
  /** Where Box Now picks the parcels up: a warehouse id from its /origins, or 2 (any locker). */
  BOXNOW_ORIGIN_LOCATION_ID: z.string().min(1).max(40).default('2'),
  /** The secret Box Now signs its webhook with (HMAC-SHA256 of the message's data); without it, live, the webhook is refused and tracking polls. */
  BOXNOW_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** The demo's carriers move on their own: a sandbox parcel's next scripted event every this many seconds (0: off; `npm run shop` sets 60). */
  CARRIER_SANDBOX_AUTOPLAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(0),
  // ACS Courier's Web Services (issue #48, lib/config/carriers.ts): the API key and the company's and user's credentials, the billing code; without them, the sandbox.
  ACS_API_KEY: z.string().min(1).optional(),
  ACS_COMPANY_ID: z.string().min(1).optional(),
  ACS_COMPANY_PASSWORD: z.string().min(1).optional(),
  ACS_USER_ID: z.string().min(1).optional(),
  ACS_USER_PASSWORD: z.string().min(1).optional(),
  ACS_BILLING_CODE: z.string().min(1).optional(),
  ACS_API_URL: z.url().default('https://webservices.acscourier.net/ACSRestServices/api/ACSAutoRest'),
  VIVA_CLIENT_ID: z.string().min(1).optional(),
  VIVA_CLIENT_SECRET: z.string().min(1).optional(),
  VIVA_SOURCE_CODE: z.string().min(1).max(20).optional(),
  VIVA_API_URL: z.url().default('https://api.vivapayments.com'),
  VIVA_ACCOUNTS_URL: z.url().default('https://accounts.vivapayments.com'),
  VIVA_CHECKOUT_URL: z.url().default('https://www.vivapayments.com/web/checkout'),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_URL: z.url().default('https://api-m.paypal.com'),
  ALPHA_MID: z.string().min(1).optional(),
  ALPHA_SHARED_SECRET: z.string().min(1).optional(),
  ALPHA_GATEWAY_URL: z.url().default('https://www.alphaecommerce.gr/vpos/shophandlermpi'),
  EUROBANK_MID: z.string().min(1).optional(),
  EUROBANK_SHARED_SECRET: z.string().min(1).optional(),
  EUROBANK_GATEWAY_URL: z.url().default('https://vpos.eurocommerce.gr/vpos/shophandlermpi'),
  WINBANK_ACQUIRER_ID: z.string().min(1).optional(),
  WINBANK_MERCHANT_ID: z.string().min(1).optional(),
  WINBANK_POS_ID: z.string().min(1).optional(),
  WINBANK_USERNAME: z.string().min(1).optional(),
  WINBANK_PASSWORD: z.string().min(1).optional(),
  WINBANK_TICKET_URL: z.url().default('https://paycenter.piraeusbank.gr/services/tickets/issuer.asmx'),
  WINBANK_PAY_URL: z.url().default('https://paycenter.piraeusbank.gr/redirection/pay.aspx'),
  // Build-time switches (read by lib/routing/config.ts and lib/config/public.ts); validated here too
  // so that a typo fails at start instead of silently falling back to a default.
  NEXT_PUBLIC_DEFAULT_LANGUAGE: z.enum(['el', 'en']).optional(),
  NEXT_PUBLIC_ADD_LANGUAGE_PREFIX: bool.optional(),
  NEXT_PUBLIC_OMIT_DEFAULT_LANGUAGE_PREFIX: bool.optional(),
  NEXT_PUBLIC_OMIT_DEFAULT_LANGUAGE_PREFIX_ON_HOME: bool.optional(),
  NEXT_PUBLIC_TRAILING_SLASH: bool.optional(),
  NEXT_PUBLIC_FRONT_END_REDIRECT: bool.optional(),
  NEXT_PUBLIC_FREE_DELIVERY_THRESHOLD: z.coerce.number().nonnegative().optional(),
  NEXT_PUBLIC_SITE_CODE: z.string().min(1).max(64).optional(),
  // The seller's company details, contact and dispatch time (lib/config/shop-config.ts, issue #46).
  ...shopEnvShape,
});

/**
 * The schema plus what no single variable can say: a provider with only some of its credentials
 * is an error naming the missing ones; PUBLIC_URL and PUBLIC_ORIGINS are resolved into one list of
 * origins (`PUBLIC_ORIGINS`, empty = each request's own origin) and a default `PUBLIC_URL`
 * (the first origin, else http://localhost:{PORT}) for places that have no request.
 */
export const serverEnvSchema = envObject
  .superRefine((env, ctx) => {
    for (const problem of partialProviderProblems(env)) ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    for (const problem of objectStoreProblems(env)) ctx.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    const demo = demoModeProblem(env);
    if (demo) ctx.addIssue({ code: 'custom', path: ['DEMO_MODE'], message: demo });
  })
  .transform((env) => {
    const origins = (env.PUBLIC_ORIGINS.length > 0 ? env.PUBLIC_ORIGINS : env.PUBLIC_URL ? [env.PUBLIC_URL] : []).map((u) => new URL(u).origin);
    return { ...env, PUBLIC_ORIGINS: [...new Set(origins)], PUBLIC_URL: env.PUBLIC_URL ?? origins[0] ?? `http://localhost:${env.PORT}` };
  });

export type ServerEnv = z.infer<typeof serverEnvSchema>;
/** The environment exactly as set (before PUBLIC_URL/PUBLIC_ORIGINS are resolved). */
export type RawServerEnv = z.infer<typeof envObject>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Parses an environment (defaults to `process.env`), throwing an EnvError that names each bad variable. */
export function parseServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  // Empty strings count as "unset", as in most dotenv tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = serverEnvSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** The validated process environment, parsed on first use. */
export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv();
  return cached;
}
