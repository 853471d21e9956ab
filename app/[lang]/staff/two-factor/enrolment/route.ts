import { HTTPError } from 'ky';
import { toApiError } from '@/lib/api/errors';
import { staffApi } from '@/lib/api/staff.server';
import { serverEnv } from '@/lib/config/server-env';
import { zStaffTwoFactorEnrolment } from '@/lib/contract/staff-two-factor';
import { staffPaths } from '@/lib/contract/staff-routes';
import { backTo, isSameSite, langOf, refusedCrossSite } from '@/lib/staff/form-handler';
import { enrolmentCookiePath, TOTP_ENROLMENT_COOKIE, TOTP_ENROLMENT_SECONDS } from '@/lib/staff/two-factor-cookie';

/**
 * Starts the member's two-factor enrolment (issue #44 item 3): a new secret from the operations
 * API, kept for the two-factor page in a short-lived httpOnly cookie (two-factor-cookie.ts).
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const lang = langOf((await params).lang);
  if (!isSameSite(request)) return refusedCrossSite();
  const api = await staffApi(lang);
  if (!api) return backTo(lang, 'login', { signedOut: '1' });
  try {
    const { uri } = zStaffTwoFactorEnrolment.parse(await api.post(staffPaths.twoFactorEnrolment).json());
    const response = backTo(lang, 'two-factor');
    response.cookies.set(TOTP_ENROLMENT_COOKIE, uri, { httpOnly: true, sameSite: 'strict', secure: serverEnv().NODE_ENV === 'production', path: enrolmentCookiePath(lang), maxAge: TOTP_ENROLMENT_SECONDS });
    return response;
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return backTo(lang, 'login', { signedOut: '1' });
    return backTo(lang, 'two-factor', { error: (await toApiError(error)).key });
  }
}
