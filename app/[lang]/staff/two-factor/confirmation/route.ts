import { HTTPError } from 'ky';
import { toApiError } from '@/lib/api/errors';
import { staffApi } from '@/lib/api/staff.server';
import { staffPaths } from '@/lib/contract/staff-routes';
import { clientAddressHeaders } from '@/lib/staff/client-address';
import { backTo, formText, isSameSite, langOf, refusedCrossSite } from '@/lib/staff/form-handler';
import { enrolmentCookiePath, TOTP_ENROLMENT_COOKIE } from '@/lib/staff/two-factor-cookie';

/**
 * Confirms the enrolment with a code (issue #44 item 3): two-factor sign-in is on and the
 * enrolment cookie dropped; a wrong code goes back to the page, the key still shown. Wrong codes
 * are counted against the member's address like wrong passwords, so the real client address goes along.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const lang = langOf((await params).lang);
  if (!isSameSite(request)) return refusedCrossSite();
  const api = await staffApi(lang);
  if (!api) return backTo(lang, 'login', { signedOut: '1' });
  const code = formText(await request.formData(), 'code', 20).replace(/\s+/g, '');
  try {
    await api.post(staffPaths.twoFactorConfirmation, { json: { code }, headers: clientAddressHeaders(request.headers) });
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return backTo(lang, 'login', { signedOut: '1' });
    const { key, fields } = await toApiError(error);
    return backTo(lang, 'two-factor', { error: fields?.code ? 'totp_invalid' : key });
  }
  const response = backTo(lang, 'two-factor', { done: 'on' });
  response.cookies.set(TOTP_ENROLMENT_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: enrolmentCookiePath(lang), maxAge: 0 });
  return response;
}
