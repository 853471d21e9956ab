import { HTTPError } from 'ky';
import { toApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server-client';
import { zStaffSession } from '@/lib/contract/staff';
import { staffPaths } from '@/lib/contract/staff-routes';
import { serverEnv } from '@/lib/config/server-env';
import { routingConfig } from '@/lib/routing/config';
import { safeStaffReturn, staffPath } from '@/lib/routing/staff';
import { clientAddressHeaders } from '@/lib/staff/client-address';
import { STAFF_TOKEN_COOKIE } from '@/lib/staff/cookies';
import { backTo, formText, isSameSite, langOf, refusedCrossSite, seeOther } from '@/lib/staff/form-handler';

/**
 * The console's login form (issue #17 item 3): POST /staff/login through the operations API, the
 * staff token into an httpOnly, SameSite=Strict cookie, then the page the member came for. A
 * refused login goes back to the form with the error key and the email typed (never the password);
 * with two-factor sign-in on (issue #44 item 3) the form comes back asking for the code too. The
 * throttle counts the address the server resolved for this request (client-address.ts).
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const lang = langOf((await params).lang);
  if (!isSameSite(request)) return refusedCrossSite();
  const form = await request.formData();
  const email = formText(form, 'email', 254).trim();
  const code = formText(form, 'code', 20).replace(/\s+/g, '');
  const returnTo = safeStaffReturn(formText(form, 'returnTo', 500), lang, routingConfig);
  try {
    const api = await serverApi({ lang });
    const body = { email, password: formText(form, 'password', 200), ...(code ? { code } : {}) };
    const session = zStaffSession.parse(await api.post(staffPaths.login, { json: body, headers: clientAddressHeaders(request.headers) }).json());
    // An Employee who must turn two-factor sign-in on goes to its page first.
    const response = seeOther(session.staff.twoFactor?.enrolmentRequired ? staffPath(lang, 'two-factor', routingConfig) : returnTo);
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
    const { key, fields } = await toApiError(error);
    // A malformed code is a wrong code to the member.
    const shown = fields?.code ? 'totp_invalid' : key;
    const askCode = shown === 'totp_required' || shown === 'totp_invalid';
    return backTo(lang, 'login', { error: shown, email, returnTo, ...(askCode ? { step: 'code' } : {}) });
  }
}
