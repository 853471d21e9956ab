import { useFormatter, useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract/orders';

/**
 * An order placed as a purchase request (issue #50 item 4), on its success page and in its detail:
 * sent for approval, who can approve it (the company's approvers and its admin, never the buyer),
 * until when, and nothing paid or charged before; or how the request ended.
 */
export function ApprovalNotice({ order }: { order: Pick<Order, 'approval' | 'awaitingApproval'> }) {
  const t = useTranslations('orderSuccess.approval');
  const format = useFormatter();
  const { approval } = order;
  if (!approval) return null;
  const until = format.dateTime(new Date(approval.holdUntil), { dateStyle: 'long', timeStyle: 'short' });
  if (approval.state === 'waiting') {
    return (
      <div className="form-alert form-alert-warning approval-notice" role="status" data-testid="approval-notice">
        <p>
          <strong>{t('sent')}</strong>
        </p>
        <p>{t('who')}</p>
        <p>{t('until', { date: until })}</p>
        <p>{t('nothingCharged')}</p>
      </div>
    );
  }
  return (
    <p className="approval-notice" data-testid="approval-notice">
      {t(`ended.${approval.state}`)}
      {approval.state === 'declined' && approval.note ? ` ${t('reason', { reason: approval.note })}` : ''}
    </p>
  );
}
