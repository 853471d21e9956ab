import { HTTPError } from 'ky';
import { toApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server-client';
import { staffPaths } from '@/lib/contract/staff-routes';
import { backTo, formText, isSameSite, langOf, refusedCrossSite } from '@/lib/staff/form-handler';
import { fieldsParam } from '@/lib/staff/member-form';

const TOKEN = /^[0-9a-f]{64}$/;

/**
 * The set-password form of a mailed link (issue #44 item 3), open without a staff session: the
 * two passwords must match, then POST /staff/password; done: the console login with the email
 * filled in and a notice that the password is set; refused: back to the link's page with the error (never the password).
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const lang = langOf((await params).lang);
  if (!isSameSite(request)) return refusedCrossSite();
  const form = await request.formData();
  const token = formText(form, 'token', 64);
  if (!TOKEN.test(token)) return backTo(lang, 'login');
  const password = formText(form, 'password', 200);
  const email = formText(form, 'email', 254);
  if (password !== formText(form, 'confirm', 200)) return backTo(lang, `password/${token}`, { error: 'validation_failed', fields: 'confirm:passwords_do_not_match' });
  try {
    await (await serverApi({ lang })).post(staffPaths.password, { json: { token, password } });
    return backTo(lang, 'login', { email, passwordSet: '1' });
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const failure = await toApiError(error);
    return backTo(lang, `password/${token}`, { error: failure.key, fields: fieldsParam(failure.fields) });
  }
}
