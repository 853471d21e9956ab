import { useTranslations } from 'next-intl';
import type { ReturnState } from '@/lib/contract/returns';
import { orderStatusKey } from '@/lib/orders/order-status';

/** An order's SPEC §4 status in the page's language, and how much of it has been asked back. */
export function OrderStatusLabel({ status, returnState }: { status: number; returnState: ReturnState }) {
  const t = useTranslations('orders');
  return (
    <>
      <span className="order-status">{t(`status.${orderStatusKey(status)}`)}</span>
      {returnState !== 'none' && <span className="order-return-state">{t(`returnState.${returnState}`)}</span>}
    </>
  );
}
