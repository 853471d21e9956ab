import { paymentReturnPath, postedReturnOf } from '@/lib/checkout/payment-pages';
import { readPostedForm } from '@/lib/checkout/posted-form';
import { serverApi } from '@/lib/api/server-client';
import { apiPaths, routePath } from '@/lib/contract/api-paths';
import type { Language } from '@/lib/contract/enums';
import type { ConfirmPaymentResponse } from '@/lib/contract/payments';
import { buildPath } from '@/lib/routing/paths';

type Context = { params: Promise<{ lang: string; partnerId: string; rest: string[] }> };

/**
 * A bank's POST back to a return page (SPEC §2 `payment/{alpha|eurobank|winbank}/success/{uid}`
 * and `…/cancel`; middleware sends the POST here whatever the session, since a cross-site POST
 * carries no cookies). The posted fields go to `POST /Payments/{provider}/Confirm`: the bank's
 * digest or HashKey proves them, and the API checks partner, amount, currency and expiry and
 * marks the order paid or failed once. Then a 303 to the page: the success page (which shows the
 * order to its owner) when paid, the shared failure page otherwise.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { lang, partnerId, rest } = await params;
  const posted = postedReturnOf(rest);
  if (!posted) return new Response(null, { status: 404 });
  const fields = await readPostedForm(request);
  const confirm = async (withToken: boolean): Promise<ConfirmPaymentResponse | undefined> => {
    const api = await serverApi({ lang: lang as Language, partnerCode: partnerId, withToken });
    if (withToken && !api.hasToken) return undefined;
    return api
      .post(routePath(apiPaths.confirmPayment, { provider: posted.provider }), { json: { params: fields, outcome: posted.outcome } })
      .json<ConfirmPaymentResponse>()
      .catch(() => undefined);
  };
  // Signed returns prove themselves without a session. An unsigned one (Winbank's cancel post) may
  // change the order only with the owner's session, when the browser sent one (issue #14 item 10).
  let result = fields ? await confirm(false) : undefined;
  if (fields && !result && posted.outcome === 'cancel') result = await confirm(true);
  const path = result?.status === 'paid' ? paymentReturnPath(posted.provider, 'success', result.orderUid) : paymentReturnPath(posted.provider, 'cancel', '');
  return new Response(null, { status: 303, headers: { Location: buildPath({ lang: lang as Language, partnerId, path }), 'Cache-Control': 'no-store' } });
}
