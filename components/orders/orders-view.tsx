'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { PageLinks } from '@/components/ui/page-links';
import { useModal } from '@/components/ui/use-modal';
import { fetchOrders } from '@/lib/api/orders';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';
import { orderListSearch, type OrderListParams } from '@/lib/orders/list-params';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';
import { ORDER_DETAIL_MODAL, OrderDetailModal } from './order-detail-modal';
import { OrdersTable } from './orders-table';

type Props = { lang: Language; partnerId: string } & OrderListParams;

/** The orders page's content (issue #7): one page of the customer's orders, page links in the URL, the detail in a modal. */
export function OrdersView({ lang, partnerId, page, pageSize }: Props) {
  const t = useTranslations('orders');
  const session = useSession();
  const modal = useModal(ORDER_DETAIL_MODAL);
  const [selected, setSelected] = useState<{ uid: string; orderNumber: string }>();
  const orders = useQuery({
    queryKey: queryKeys.orders(partnerId, session.id, page, pageSize),
    queryFn: () => fetchOrders(page, pageSize),
    enabled: session.isAuthenticated,
    placeholderData: keepPreviousData,
  });
  const path = buildPath({ lang, partnerId, path: 'profile/orders' });

  if (!orders.data) {
    if (!orders.isError) return <FullPageSpinner />;
    return (
      <div className="empty-state" role="alert">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void orders.refetch()} disabled={orders.isFetching}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { items, total } = orders.data;
  return (
    <>
      {total === 0 ? (
        <div className="empty-state">
          <p className="empty-state-title">{t('empty')}</p>
          <p>{t('emptyHint')}</p>
          <IntentLink className="button-primary" href={buildPath({ lang, partnerId, path: 'products' })}>
            {t('browse')}
          </IntentLink>
        </div>
      ) : (
        <div className="orders" aria-busy={orders.isPlaceholderData}>
          <p className="orders-count">{t('count', { count: total })}</p>
          {items.length === 0 ? (
            <p className="empty-state">
              {t('pageEmpty')} <IntentLink href={path + orderListSearch({ page: 1, pageSize })}>{t('firstPage')}</IntentLink>
            </p>
          ) : (
            <OrdersTable
              items={items}
              onDetails={(order) => {
                setSelected({ uid: order.uid, orderNumber: order.orderNumber });
                modal.open();
              }}
            />
          )}
          <PageLinks page={page} total={total} pageSize={pageSize} href={(n) => path + orderListSearch({ page: n, pageSize })} />
        </div>
      )}
      {/* In one place whatever the list shows: an order cancelled from its open detail leaves the list (issue #46, never placed), its detail stays open. */}
      <OrderDetailModal lang={lang} partnerId={partnerId} order={selected} />
    </>
  );
}
