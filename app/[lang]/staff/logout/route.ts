import { HTTPError } from 'ky';
import { staffApi } from '@/lib/api/staff.server';
import { staffPaths } from '@/lib/contract/staff-routes';
import { STAFF_TOKEN_COOKIE } from '@/lib/staff/cookies';
import { backTo, isSameSite, langOf, refusedCrossSite } from '@/lib/staff/form-handler';

/**
 * The console's logout: the token's session is ended in the operations API (POST /staff/logout,
 * issue #44 item 3: the token is refused at once everywhere), the staff cookie dropped and the
 * login page shown. A token the API already refuses (401) is as good as logged out.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const lang = langOf((await params).lang);
  if (!isSameSite(request)) return refusedCrossSite();
  const api = await staffApi(lang);
  if (api) {
    try {
      await api.post(staffPaths.logout);
    } catch (error) {
      if (!(error instanceof HTTPError) || error.response.status !== 401) throw error;
    }
  }
  const response = backTo(lang, 'login');
  response.cookies.set(STAFF_TOKEN_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: '/', maxAge: 0 });
  return response;
}
