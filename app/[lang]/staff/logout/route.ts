import { STAFF_TOKEN_COOKIE } from '@/lib/staff/cookies';
import { backTo, isSameSite, langOf, refusedCrossSite } from '@/lib/staff/form-handler';

/** The console's logout: the staff cookie is dropped and the login page shown. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const lang = langOf((await params).lang);
  if (!isSameSite(request)) return refusedCrossSite();
  const response = backTo(lang, 'login');
  response.cookies.set(STAFF_TOKEN_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: '/', maxAge: 0 });
  return response;
}
