import { HTTPError } from 'ky';
import { toApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server-client';
import { zStaffSession } from '@/lib/contract/staff';
import { staffPaths } from '@/lib/contract/staff-routes';
import { serverEnv } from '@/lib/config/server-env';
import { routingConfig } from '@/lib/routing/config';
import { safeStaffReturn } from '@/lib/routing/staff';
import { STAFF_TOKEN_COOKIE } from '@/lib/staff/cookies';
import { backTo, formText, isSameSite, langOf, refusedCrossSite, seeOther } from '@/lib/staff/form-handler';

/**
 * The console's login form (issue #17 item 3): POST /staff/login through the operations API, the
 * staff token into an httpOnly, SameSite=Strict cookie, then the page the member came for. A
 * refused login goes back to the form with the error key and the email typed (never the password).
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const lang = langOf((await params).lang);
  if (!isSameSite(request)) return refusedCrossSite();
  const form = await request.formData();
  const email = formText(form, 'email', 254).trim();
  const returnTo = safeStaffReturn(formText(form, 'returnTo', 500), lang, routingConfig);
  try {
    const api = await serverApi({ lang });
    const session = zStaffSession.parse(await api.post(staffPaths.login, { json: { email, password: formText(form, 'password', 200) }, headers: forwardedFor(request) }).json());
    const response = seeOther(returnTo);
    response.cookies.set(STAFF_TOKEN_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: serverEnv().NODE_ENV === 'production',
      path: '/',
      expires: new Date(session.expiresAt),
    });
    return response;
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    return backTo(lang, 'login', { error: (await toApiError(error)).key, email, returnTo });
  }
}

/** The client's address for the login throttle, as the API reads it from an HTTP request. */
function forwardedFor(request: Request): Record<string, string> {
  const value = request.headers.get('x-forwarded-for');
  return value ? { 'X-Forwarded-For': value } : {};
}
