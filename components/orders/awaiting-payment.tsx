'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/components/toast/toast';
import { useMessage } from '@/components/forms/use-message';
import { isApiError } from '@/lib/api/errors';
import { cancelOrder, payNow } from '@/lib/api/orders';
import { queryKeys } from '@/lib/api/query-keys';
import type { Order } from '@/lib/contract/orders';

/**
 * An order that waits for its card or PayPal payment (issue #17 item 2): until when, "Pay now" (the
 * order's payment page again: never a second order) and "Cancel order" after a confirm step (its
 * items are released, the cart keeps them). An API refusal (time ran out, already paid) is shown
 * translated and the order is read again.
 */
export function AwaitingPayment({ partnerId, order }: { partnerId: string; order: Order & { paymentDueAt: string } }) {
  const t = useTranslations('orders.awaiting');
  const format = useFormatter();
  const message = useMessage();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: queryKeys.order(partnerId, order.uid) });
    void client.invalidateQueries({ queryKey: ['orders', partnerId] });
  };
  const pay = useMutation({
    mutationFn: () => payNow(order.uid),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: refresh,
  });
  const cancel = useMutation({
    mutationFn: () => cancelOrder(order.uid),
    onSuccess: (cancelled) => {
      client.setQueryData(queryKeys.order(partnerId, order.uid), cancelled);
      refresh();
      toast.success(t('cancelled'));
    },
    onError: refresh,
  });
  const error = pay.error ?? cancel.error;
  const busy = pay.isPending || pay.isSuccess || cancel.isPending;
  return (
    <section aria-labelledby="order-awaiting" className="card order-awaiting">
      <h3 id="order-awaiting">{t('title')}</h3>
      <p>{t('payBy', { time: format.dateTime(new Date(order.paymentDueAt), { dateStyle: 'medium', timeStyle: 'short' }) })}</p>
      {error && (
        <p role="alert" className="form-alert form-alert-error">
          {isApiError(error) ? message(error.key, 'errors.unknown') : t('failed')}
        </p>
      )}
      {confirming ? (
        <div className="order-awaiting-confirm" role="group" aria-label={t('confirmTitle')}>
          <p>{t('confirmText')}</p>
          <div className="modal-actions">
            <button type="button" className="button-danger" onClick={() => cancel.mutate()} disabled={busy} aria-busy={cancel.isPending}>
              {cancel.isPending ? t('cancelling') : t('confirmYes')}
            </button>
            <button type="button" className="button-secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('keep')}
            </button>
          </div>
        </div>
      ) : (
        <div className="modal-actions">
          <button type="button" className="button-primary" onClick={() => pay.mutate()} disabled={busy} aria-busy={pay.isPending}>
            {pay.isPending || pay.isSuccess ? t('paying') : t('payNow')}
          </button>
          <button type="button" className="button-secondary" onClick={() => setConfirming(true)} disabled={busy}>
            {t('cancel')}
          </button>
        </div>
      )}
    </section>
  );
}
