import { HTTPError } from 'ky';
import { NextResponse } from 'next/server';
import { staffApi } from '@/lib/api/staff.server';
import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { backTo, langOf } from '@/lib/staff/form-handler';

const PASSED_ON = ['content-type', 'content-disposition', 'cache-control'];

/**
 * The order page's "Download invoice" / "Download receipt" (issue #18 item 6): GET
 * /staff/orders/{id}/document through the operations API with the console's staff token (an
 * httpOnly, strictly same-site cookie, which a plain link sends), passed on as the API answered it.
 * A session that has ended goes to the login; an order the member may not see is a 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang: raw, id } = await params;
  const lang = langOf(raw);
  const api = await staffApi(lang);
  if (!api) return backTo(lang, 'login', { signedOut: '1' });
  const wanted = new URL(request.url).searchParams.get('lang');
  try {
    const answer = await api.get(routePath(staffPaths.orderDocument, { id }), { searchParams: wanted === 'el' || wanted === 'en' ? { lang: wanted } : {} });
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
