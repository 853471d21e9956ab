'use client';

import { useQuery } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { OrderDetails } from '@/components/checkout/order-details';
import { ReturnRequestList } from '@/components/returns/return-request-list';
import { Modal } from '@/components/ui/modal';
import { useModal } from '@/components/ui/use-modal';
import { fetchOrder } from '@/lib/api/orders';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';
import { offersReturn } from '@/lib/orders/return-offer';
import { buildPath } from '@/lib/routing/paths';
import { AwaitingPayment } from './awaiting-payment';
import { CreditNotes } from './credit-notes';
import { OrderTracking } from './order-tracking';
import { OrderPickup } from './order-pickup';
import { DownloadDocument } from './download-document';
import { OrderHistory } from './order-history';
import { OrderNotes } from './order-notes';
import { ReorderAction } from './reorder-action';
import { SaveAsList } from '@/components/order-lists/save-as-list';
import { OrderGiftCards } from '@/components/product-kinds/order-gift-cards';

export const ORDER_DETAIL_MODAL = 'order-detail';

type Props = { lang: Language; partnerId: string; order: { uid: string; orderNumber: string } | undefined };

/** An order's detail (SPEC §3 order display) in the wide modal, with reorder and the way to a return. */
export function OrderDetailModal({ lang, partnerId, order }: Props) {
  const t = useTranslations('orders');
  const { close } = useModal(ORDER_DETAIL_MODAL);
  // The store outlives the page: leaving it from inside the modal ("Return items") must not leave it open for the next visit.
  useEffect(() => close, [close]);
  return (
    <Modal name={ORDER_DETAIL_MODAL} title={order ? t('detail.title', { number: order.orderNumber }) : ''} variant="wide">
      {order && <OrderDetailContent key={order.uid} lang={lang} partnerId={partnerId} uid={order.uid} />}
    </Modal>
  );
}

function OrderDetailContent({ lang, partnerId, uid }: { lang: Language; partnerId: string; uid: string }) {
  const t = useTranslations('orders');
  const order = useQuery({ queryKey: queryKeys.order(partnerId, uid), queryFn: () => fetchOrder(uid), retry: 1 });
  if (!order.data) {
    if (!order.isError) {
      return (
        <p role="status" className="modal-status">
          {t('detail.loading')}
        </p>
      );
    }
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('detail.loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void order.refetch()} disabled={order.isFetching}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const data = order.data;
  return (
    <div className="order-detail">
      {data.paymentDueAt && <AwaitingPayment partnerId={partnerId} order={{ ...data, paymentDueAt: data.paymentDueAt }} />}
      {data.refundDue && (
        <p role="status" className="form-alert form-alert-warning">
          {data.refundReason ? t(`detail.refundReason.${data.refundReason}`) : t('detail.refundDue')}
        </p>
      )}
      <OrderDetails order={data} headingLevel={3} />
      <OrderTracking order={data} headingId="order-tracking" />
      <OrderPickup order={data} headingId="order-pickup" />
      <OrderGiftCards uid={data.uid} partnerId={partnerId} />
      <OrderNotes order={data} headingId="order-notes" />
      <OrderHistory history={data.history} headingId="order-history" />
      {data.returns.length > 0 && (
        <section aria-labelledby="order-returns" className="card">
          <h3 id="order-returns">{t('detail.returns')}</h3>
          <ReturnRequestList returns={data.returns} />
        </section>
      )}
      <CreditNotes lang={lang} order={data} />
      <div className="modal-actions">
        <DownloadDocument lang={lang} order={data} />
        {offersReturn(data, new Date()) && (
          <IntentLink className="button-secondary" data-testid="order-return" href={`${buildPath({ lang, partnerId, path: 'profile/return-order' })}?order=${encodeURIComponent(data.orderNumber)}`}>
            {t('detail.returnItems')}
          </IntentLink>
        )}
        <ReorderAction lang={lang} partnerId={partnerId} uid={data.uid} />
      </div>
      <SaveAsList lang={lang} partnerId={partnerId} orderUid={data.uid} />
    </div>
  );
}
