import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffForm } from '@/lib/staff/forward-form';
import { langOf } from '@/lib/staff/form-handler';
import { codeForm } from '@/lib/staff/two-factor-form';
import { enrolmentCookiePath, TOTP_ENROLMENT_COOKIE } from '@/lib/staff/two-factor-cookie';

/**
 * Confirms the enrolment with a code (issue #44 item 3): two-factor sign-in is on and the
 * enrolment cookie dropped; a wrong code goes back to the page, the key still shown.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const lang = langOf((await params).lang);
  const plan = codeForm(request, staffPaths.twoFactorConfirmation, { done: 'on' });
  return forwardStaffForm(request, lang, (form) => ({
    ...plan(form),
    afterDone: (response) => response.cookies.set(TOTP_ENROLMENT_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: enrolmentCookiePath(lang), maxAge: 0 }),
  }));
}
