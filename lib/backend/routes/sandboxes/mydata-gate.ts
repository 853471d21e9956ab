import type { Context } from 'hono';
import type { ApiDeps, ApiEnv } from '../../context';
import { mydataSandboxConfig } from '../../services/mydata/mydata-client';
import { sandboxModeOf } from '../../services/mydata/sandbox-state';
import { safeEqual } from '../../services/payments/secure-text';

/** What every call to the myDATA sandbox shares (decisions 0069, 0080): its base path, the XML answer, the QR URL of a UID. */
export const MYDATA_SANDBOX_BASE = '/sandbox/mydata';

export const xmlAnswer = (c: Context<ApiEnv>, body: string, status: 200 | 400 = 200) => c.body(body, status, { 'content-type': 'application/xml; charset=utf-8' });

export const sandboxQrUrl = (deps: ApiDeps, uid: string) => `${new URL(`/api${MYDATA_SANDBOX_BASE}/TimologioQR/QRInfo`, deps.env.PUBLIC_URL).toString()}?q=${uid}`;

/** The platform's refusals before it reads a call: a wrong user or key (401), the platform down (503). */
export function sandboxGate(c: Context<ApiEnv>): Response | undefined {
  const deps = c.get('deps');
  const config = mydataSandboxConfig(deps);
  if (c.req.header('aade-user-id') !== config.userId || !safeEqual(c.req.header('ocp-apim-subscription-key'), config.subscriptionKey)) {
    return c.json({ statusCode: 401, message: 'Access denied due to invalid subscription key.' }, 401);
  }
  if (sandboxModeOf(deps.db).mode === 'down') return c.json({ statusCode: 503, message: 'Service unavailable' }, 503);
  return undefined;
}
