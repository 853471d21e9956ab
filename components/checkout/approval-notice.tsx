import { useFormatter, useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract/orders';
import { approvalView } from '@/lib/orders/approval-state';

/**
 * An order placed as a purchase request (issue #50 item 4), on its success page and in its detail:
 * sent for approval, why it waits, who can approve it (the company's approvers and its admin, never
 * the buyer), until when, and nothing paid or charged before; or how and when the request ended
 * (approved, declined with the approver's reason, expired, cancelled and why).
 */
export function ApprovalNotice({ order }: { order: Pick<Order, 'approval' | 'awaitingApproval'> }) {
  const t = useTranslations('orderSuccess.approval');
  const tr = useTranslations('company.requests');
  const format = useFormatter();
  if (!order.approval) return null;
  const view = approvalView(order.approval);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short' });
  if (view.state === 'waiting') {
    return (
      <div className="form-alert form-alert-warning approval-notice" role="status" data-testid="approval-notice">
        <p>
          <strong>{t('sent')}</strong>
        </p>
        <p>
          {tr('why')}: {view.reasons.map((reason) => tr(`reasons.${reason}`)).join(' · ')}
        </p>
        <p>{t('who')}</p>
        <p>{t('until', { date: date(view.holdUntil) })}</p>
        <p>{t('nothingCharged')}</p>
      </div>
    );
  }
  return (
    <div className="approval-notice" data-testid="approval-notice">
      <p>
        <strong>{t(`ended.${view.state}`)}</strong>
        {view.state === 'declined' && view.reason ? ` ${t('reason', { reason: view.reason })}` : ''}
        {view.state === 'cancelled' && view.ending ? ` ${tr(`endings.${view.ending}`)}` : ''}
      </p>
      {view.decidedAt && (
        <p>
          {tr('decidedAt')}: {date(view.decidedAt)}
        </p>
      )}
    </div>
  );
}
