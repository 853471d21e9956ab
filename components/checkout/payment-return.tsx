'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toApiError } from '@/lib/api/errors';
import { fetchOrder } from '@/lib/api/orders';
import { confirmPayment, fetchOrderPayment } from '@/lib/api/payments';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';
import { checkoutFailureQuery } from '@/lib/orders/refund-reason';
import type { RefundReason } from '@/lib/rules/order-revival';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';

/** The failure page's reason for each outcome that is not paid. */
const FAILURE_REASONS = { pending: 'payment_pending', failed: 'payment_failed', expired: 'payment_expired', refund_due: 'payment_refund_due' } as const;

/** Why a refund_due order gives the money back, from its detail (the API checks it is the customer's own); undefined when it cannot be read. */
const refundReasonOf = (uid: string): Promise<RefundReason | undefined> => fetchOrder(uid).then(
  (order) => order.refundReason ?? undefined,
  () => undefined,
);

/**
 * A provider's success return (SPEC §2 payment/{provider}/success[/{uid}]). With the return's
 * parameters in the query (Viva, PayPal) it hands them to `POST /Payments/{provider}/Confirm`
 * (the API verifies them; repeating changes nothing). Without them (a bank that posted its return:
 * the route handler already confirmed it) it asks `GET /Orders/{uid}/Payment`. Then the order's
 * success page, or checkout-failure with the reason (for money given back, with why: issue #44 item 1).
 */
export function PaymentReturn({ provider, orderUid, lang, partnerId }: { provider: string; orderUid?: string; lang: Language; partnerId: string }) {
  const t = useTranslations('payment');
  const params = useSearchParams();
  const router = useRouter();
  const client = useQueryClient();
  const session = useSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !session.isAuthenticated) return;
    started.current = true;
    const returned = Object.fromEntries(params.entries());
    const failure = (reason: string, refund?: RefundReason) => `${buildPath({ lang, partnerId, path: 'checkout-failure' })}?${checkoutFailureQuery(reason, refund)}`;
    const check = orderUid && params.size === 0 ? fetchOrderPayment(orderUid) : confirmPayment(provider, returned);
    check
      .then(async (result) => {
        void client.invalidateQueries({ queryKey: queryKeys.cart(partnerId, session.id) });
        if (result.status === 'paid') router.replace(buildPath({ lang, partnerId, path: `checkout-success/${encodeURIComponent(result.orderUid)}` }));
        else if (result.status === 'refund_due') router.replace(failure(FAILURE_REASONS.refund_due, await refundReasonOf(result.orderUid)));
        else router.replace(failure(FAILURE_REASONS[result.status]));
      })
      .catch(async (error: unknown) => router.replace(failure((await toApiError(error)).key)));
  }, [params, provider, orderUid, lang, partnerId, router, client, session.isAuthenticated, session.id]);

  return (
    <div className="full-page-spinner" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{t('confirming')}</p>
    </div>
  );
}
