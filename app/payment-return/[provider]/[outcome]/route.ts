import { serverApi } from '@/lib/api/server-client';
import { winbankReturnPath } from '@/lib/checkout/shop-wide-return';
import { apiPaths, routePath } from '@/lib/contract/api-paths';
import type { PaymentLocation } from '@/lib/contract/payments';
import { buildPath } from '@/lib/routing/paths';
import { readPostedForm } from '@/lib/checkout/posted-form';

type Context = { params: Promise<{ provider: string; outcome: string }> };

/**
 * The shop-wide return URLs of providers whose return URLs are set once at the provider (Viva's
 * payment source, Winbank's merchant profile): `{PUBLIC_URL}/payment/{viva|winbank}/{success|cancel}`
 * (middleware sends them here). Each forwards the customer to the return page of the storefront
 * the payment belongs to, keeping what the provider sent:
 * - Winbank POSTs, with our ParamBackLink in the query: a 307 to that storefront path (the POST and
 *   its fields go along to the page's route handler), only if it is a Winbank return page.
 * - Viva GETs with `t`, `s`…: the API names the storefront of the order code; a 303 to its page.
 */
async function forward(request: Request, { params }: Context): Promise<Response> {
  const { provider, outcome } = await params;
  if (outcome !== 'success' && outcome !== 'cancel') return notFound();
  const url = new URL(request.url);
  if (provider === 'winbank') {
    const path = winbankReturnPath(url.searchParams, outcome);
    return path ? redirect(path, request.method === 'POST' ? 307 : 303) : notFound();
  }
  if (provider !== 'viva') return notFound();
  const query = Object.fromEntries(url.searchParams);
  const fields = request.method === 'POST' ? ((await readPostedForm(request)) ?? {}) : query;
  const api = await serverApi({ lang: 'el' });
  const where = await api
    .post(routePath(apiPaths.locatePayment, { provider }), { json: { params: fields } })
    .json<PaymentLocation>()
    .catch(() => undefined);
  if (!where) return notFound();
  const page = buildPath({ lang: where.language, partnerId: where.partnerCode, path: `payment/viva/${outcome}` });
  return redirect(`${page}?${new URLSearchParams(fields).toString()}`, 303);
}

const redirect = (location: string, status: 303 | 307) => new Response(null, { status, headers: { Location: location, 'Cache-Control': 'no-store' } });
/** An unknown or forged return: the site's root, which is the not-found page (SPEC §2). */
const notFound = () => redirect('/', 303);

export const GET = forward;
export const POST = forward;
