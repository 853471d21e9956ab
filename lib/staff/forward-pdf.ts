import 'server-only';
import { HTTPError } from 'ky';
import { NextResponse } from 'next/server';
import { staffApi } from '@/lib/api/staff.server';
import { backTo, langOf } from './form-handler';

const PASSED_ON = ['content-type', 'content-disposition', 'cache-control'];

/**
 * A console download (an order's invoice or receipt, a credit note): GET `path` of the operations
 * API with the console's staff token (an httpOnly, strictly same-site cookie, which a plain link
 * sends), passed on as the API answered it, in the `lang` the link asks for (and the caller's checked `extra` query). A session that has
 * ended goes to the login; a document the member may not see is a 404.
 */
export async function forwardStaffPdf(request: Request, rawLang: string, path: string, extra: Record<string, string> = {}): Promise<Response> {
  const lang = langOf(rawLang);
  const api = await staffApi(lang);
  if (!api) return backTo(lang, 'login', { signedOut: '1' });
  const wanted = new URL(request.url).searchParams.get('lang');
  try {
    const answer = await api.get(path, { searchParams: { ...extra, ...(wanted === 'el' || wanted === 'en' ? { lang: wanted } : {}) } });
    const headers = new Headers();
    for (const name of PASSED_ON) {
      const value = answer.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(answer.body, { status: 200, headers });
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return backTo(lang, 'login', { signedOut: '1' });
    return new NextResponse(null, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
  }
}
