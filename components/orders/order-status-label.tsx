import { useTranslations } from 'next-intl';
import type { ReturnState } from '@/lib/contract/returns';
import { orderStatusKey } from '@/lib/orders/order-status';

/** An order's SPEC §4 status in the page's language, whether it waits for its online payment, and how much of it has been asked back. */
export function OrderStatusLabel({ status, returnState, awaitingPayment = false }: { status: number; returnState: ReturnState; awaitingPayment?: boolean }) {
  const t = useTranslations('orders');
  return (
    <>
      <span className="order-status">{t(`status.${orderStatusKey(status)}`)}</span>
      {awaitingPayment && <span className="order-awaiting-badge">{t('awaitingPayment')}</span>}
      {returnState !== 'none' && <span className="order-return-state">{t(`returnState.${returnState}`)}</span>}
    </>
  );
}
