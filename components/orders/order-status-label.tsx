import { useTranslations } from 'next-intl';
import type { ReturnState } from '@/lib/contract/returns';
import { awaitsApproval } from '@/lib/orders/approval-state';
import { orderStatusKey } from '@/lib/orders/order-status';

type Props = { status: number; returnState: ReturnState; awaitingPayment?: boolean; awaitingApproval?: boolean };

/**
 * An order's SPEC §4 status in the page's language ("Awaiting approval" instead of Pending while a
 * company's approver has not decided it, issue #50), whether it waits for its online payment, and
 * how much of it has been asked back.
 */
export function OrderStatusLabel({ status, returnState, awaitingPayment = false, awaitingApproval = false }: Props) {
  const t = useTranslations('orders');
  return (
    <>
      <span className="order-status">{awaitsApproval({ status, awaitingApproval }) ? t('awaitingApproval') : t(`status.${orderStatusKey(status)}`)}</span>
      {awaitingPayment && <span className="order-awaiting-badge">{t('awaitingPayment')}</span>}
      {returnState !== 'none' && <span className="order-return-state">{t(`returnState.${returnState}`)}</span>}
    </>
  );
}
