import { HTTPError } from 'ky';
import { toApiError } from '@/lib/api/errors';
import { staffApi } from '@/lib/api/staff.server';
import { staffPaths } from '@/lib/contract/staff-routes';
import { clientAddressHeaders } from '@/lib/staff/client-address';
import { backTo, formText, isSameSite, langOf, refusedCrossSite } from '@/lib/staff/form-handler';

/** Switches two-factor sign-in off with a current code (issue #44 item 3). */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const lang = langOf((await params).lang);
  if (!isSameSite(request)) return refusedCrossSite();
  const api = await staffApi(lang);
  if (!api) return backTo(lang, 'login', { signedOut: '1' });
  const code = formText(await request.formData(), 'code', 20).replace(/\s+/g, '');
  try {
    await api.post(staffPaths.twoFactorDisable, { json: { code }, headers: clientAddressHeaders(request.headers) });
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return backTo(lang, 'login', { signedOut: '1' });
    const { key, fields } = await toApiError(error);
    return backTo(lang, 'two-factor', { error: fields?.code ? 'totp_invalid' : key });
  }
  return backTo(lang, 'two-factor', { done: 'off' });
}
