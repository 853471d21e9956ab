import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { PRELOAD_MARKER, trustsSomeProxy } from '@/lib/config/trust-proxy.cjs';
import type { ApiDeps, ApiEnv } from './context';
import { databaseAvailability } from './db/availability';
import { isConnectionFailure } from './db/connection-faults';
import { ApiError } from './http/api-error';
import { depsByOrigin, publicOriginOf, requestOrigin } from './http/public-origin';
import { unavailableHeaders } from './http/unavailable';
import { clientIpFromHeaders, languageFromHeader } from './http/request-info';
import { setApiSecurityHeaders } from './http/security-headers';
import { addressRoutes } from './routes/addresses';
import { orderListRoutes } from './routes/order-lists';
import { companyApiRoutes } from './routes/companies';
import { purchaseRequestApiRoutes } from './routes/purchase-requests';
import { companyCreditApiRoutes } from './routes/company-credit';
import { quotationRoutes } from './routes/quotations';
import { loyaltyRoutes } from './routes/loyalty';
import { consentRoutes } from './routes/consents';
import { contentPageRoutes } from './routes/content-pages';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { checkoutRoutes } from './routes/checkout';
import { customerRoutes } from './routes/customers';
import { dataExportRoutes } from './routes/data-export';
import { accountPrivacyRoutes } from './routes/account-privacy';
import { docsRoutes } from './routes/docs';
import { healthRoutes } from './routes/health';
import { imageRoutes } from './routes/images';
import { pictureRoutes } from './routes/pictures';
import { orderRoutes } from './routes/orders';
import { partnerRoutes } from './routes/partners';
import { passwordRoutes } from './routes/passwords';
import { carrierWebhookRoutes } from './routes/carrier-webhooks';
import { paymentRoutes } from './routes/payments';
import { productRoutes } from './routes/products';
import { registrationRoutes } from './routes/registration';
import { returnRoutes } from './routes/returns';
import { testRoutes } from './routes/test-endpoints';
import { sandboxRoutes } from './routes/sandboxes';
import { staffApiRoutes } from './staff/routes';
import { createRevocationTracker } from './services/revocation-tracker';
import { objectStoreFromEnv } from './object-store/from-env';

/**
 * The embedded commerce API (DESIGN §1): a framework-agnostic Hono app over standard
 * Request/Response, mounted by app/api/[...path]/route.ts and tested with `app.request()`.
 */
export function createApi(given: Omit<ApiDeps, 'revocations'> & Partial<Pick<ApiDeps, 'revocations'>>, options: { basePath?: string } = {}) {
  const basePath = options.basePath ?? '/api';
  if (given.env.NODE_ENV === 'production' && !(PRELOAD_MARKER in globalThis)) {
    console.warn(
      'Warning: the server was started without server-preload.cjs (npm start loads it): client addresses for the login and registration throttles come from request headers that clients can forge. Start it with `node --require ./server-preload.cjs server.js`.',
    );
  }
  const app = new Hono<ApiEnv>().basePath(basePath);
  // Payment adapters reach the embedded sandboxes through the app itself (no loopback socket).
  const base: ApiDeps = {
    ...given,
    // Without a LISTEN connection (given by runtime.ts) a PostgreSQL instance checks the database per request.
    revocations:
      given.revocations ??
      createRevocationTracker({ db: given.db, kind: given.dbKind, now: given.now, accessTokenMinutes: given.env.AUTH_ACCESS_TOKEN_MINUTES }),
    objectStore: given.objectStore ?? objectStoreFromEnv(given.env),
  };
  const withSandboxFetch = (d: ApiDeps): ApiDeps => {
    const sandboxes = new URL(`${basePath}/sandbox/`, d.env.PUBLIC_URL).href;
    // A sandbox calling the shop back (Box Now's webhook, decision 0092) stays in process too.
    const callbacks = new URL(`${basePath}/Carriers/`, d.env.PUBLIC_URL).href;
    const inProcess = (url: string) => url.startsWith(sandboxes) || url.startsWith(callbacks);
    return { ...d, providerFetch: given.providerFetch ?? ((request) => (inProcess(request.url) ? Promise.resolve(app.fetch(request)) : fetch(request))) };
  };
  const deps = withSandboxFetch(base);
  // Each request builds absolute URLs on its public origin (lib/backend/http/public-origin.ts).
  const depsFor = depsByOrigin(deps, (origin) => withSandboxFetch({ ...base, env: { ...base.env, PUBLIC_URL: origin } }));

  app.use('*', async (c, next) => {
    c.set('deps', depsFor(publicOriginOf(deps.env.PUBLIC_ORIGINS, requestOrigin(c.req.raw, trustsSomeProxy(deps.env.TRUST_PROXY)), deps.env.PUBLIC_URL)));
    c.set('lang', languageFromHeader(c.req.header('accept-language')));
    c.set('clientIp', clientIpFromHeaders(c.req.raw.headers));
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    setApiSecurityHeaders(c, deps.env);
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
    c.header('Vary', 'Accept-Language, X-Partner-Code, Authorization', { append: true });
  });
  app.use(
    '*',
    cors({
      origin: (origin) => (deps.env.CORS_ORIGINS.includes(origin) ? origin : null),
      allowHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'X-Partner-Code', 'X-Site-Code', 'Idempotency-Key'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );

  healthRoutes(app);
  docsRoutes(app);
  imageRoutes(app);
  pictureRoutes(app);
  partnerRoutes(app);
  authRoutes(app);
  registrationRoutes(app);
  passwordRoutes(app);
  customerRoutes(app);
  dataExportRoutes(app);
  accountPrivacyRoutes(app);
  productRoutes(app);
  cartRoutes(app);
  addressRoutes(app);
  orderListRoutes(app);
  companyApiRoutes(app);
  purchaseRequestApiRoutes(app);
  companyCreditApiRoutes(app);
  quotationRoutes(app);
  loyaltyRoutes(app);
  contentPageRoutes(app);
  consentRoutes(app);
  checkoutRoutes(app);
  returnRoutes(app);
  staffApiRoutes(app);
  orderRoutes(app);
  paymentRoutes(app);
  carrierWebhookRoutes(app);
  sandboxRoutes(app);
  if (deps.env.ENABLE_TEST_ENDPOINTS) testRoutes(app);

  app.notFound((c) => c.json({ error: 'not_found' }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json(error.body, error.status);
    }
    if (isConnectionFailure(error)) {
      // the database went away (issue #14 item 17): 503, and one log line per outage, not per request
      databaseAvailability().reportFault(error);
      for (const [name, value] of Object.entries(unavailableHeaders())) c.header(name, value);
      return c.json({ error: 'service_unavailable' }, 503);
    }
    console.error('[api] unhandled error', c.req.method, c.req.path, error);
    return c.json({ error: 'internal_error' }, 500);
  });
  // What the app's handlers get (with the in-process sandbox fetch): background jobs use the same.
  return Object.assign(app, { deps });
}

export type Api = ReturnType<typeof createApi>;
