'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { OrderLines } from '@/components/checkout/order-lines';
import { TotalsList } from '@/components/checkout/totals-list';
import { useMoney } from '@/components/ui/use-money';
import type { Language } from '@/lib/contract/enums';
import type { PurchaseRequestSummary } from '@/lib/contract/purchase-requests';
import { companyKeys } from '@/lib/company/query-keys';
import { fetchRequest } from '@/lib/company/requests-api';
import { useSession } from '@/lib/session/use-session';

type Props = { lang: Language; partnerId: string; request: PurchaseRequestSummary; onDecide: (kind: 'approve' | 'decline') => void };

/**
 * One purchase request: its order's number, buyer, total, PO number and payment, why it waits, until
 * when, and how it ended (who decided, the reason given). Its lines and totals open below it (read
 * when asked). Approve and Decline for whoever may decide it (never its own buyer).
 */
export function RequestCard({ lang, partnerId, request, onDecide }: Props) {
  const t = useTranslations('company.requests');
  const tc = useTranslations('checkout.payment');
  const format = useFormatter();
  const money = useMoney();
  const [open, setOpen] = useState(false);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const { order } = request;
  const id = `request-${request.id}`;
  return (
    <li className="card company-request" aria-labelledby={`${id}-title`} data-testid="purchase-request">
      <div className="company-request-head">
        <h3 id={`${id}-title`}>{t('order', { number: order.orderNumber })}</h3>
        <span className={`company-badge company-badge-${request.state}`}>{t(`states.${request.state}`)}</span>
      </div>
      <dl className="company-facts">
        <dt>{t('buyer')}</dt>
        <dd>{request.buyer.name}</dd>
        <dt>{t('total')}</dt>
        <dd>{money(order.totalCents)}</dd>
        <dt>{t('payment')}</dt>
        <dd>{tc(order.paymentMethod)}</dd>
        {order.purchaseOrderNumber && (
          <>
            <dt>{t('po')}</dt>
            <dd>{order.purchaseOrderNumber}</dd>
          </>
        )}
        <dt>{t('why')}</dt>
        <dd>{request.reasons.map((reason) => t(`reasons.${reason}`)).join(' · ')}</dd>
        <dt>{t('placed')}</dt>
        <dd>{date(request.createdAt)}</dd>
        {request.state === 'waiting' && (
          <>
            <dt>{t('holdUntil')}</dt>
            <dd>{date(request.holdUntil)}</dd>
          </>
        )}
        {request.decidedAt && (
          <>
            <dt>{t('decidedAt')}</dt>
            <dd>{request.decidedBy ? t('decidedBy', { name: request.decidedBy, date: date(request.decidedAt) }) : date(request.decidedAt)}</dd>
          </>
        )}
        {request.note && (
          <>
            <dt>{t('note')}</dt>
            <dd>{request.state === 'declined' ? request.note : t(`endings.${endingOf(request.note)}`)}</dd>
          </>
        )}
      </dl>
      <div className="company-actions">
        <button type="button" className="button-secondary" aria-expanded={open} aria-controls={`${id}-lines`} onClick={() => setOpen(!open)}>
          {open ? t('hideLines') : t('showLines')}
          <span className="visually-hidden"> {order.orderNumber}</span>
        </button>
        {request.canDecide && (
          <>
            <button type="button" className="button-primary" onClick={() => onDecide('approve')}>
              {t('approve')}
              <span className="visually-hidden"> {order.orderNumber}</span>
            </button>
            <button type="button" className="button-danger" onClick={() => onDecide('decline')}>
              {t('decline')}
              <span className="visually-hidden"> {order.orderNumber}</span>
            </button>
          </>
        )}
      </div>
      <div id={`${id}-lines`} hidden={!open}>
        {open && <RequestLines lang={lang} partnerId={partnerId} id={request.id} />}
      </div>
    </li>
  );
}

/** Why the shop ended a request, as its note says (expired, buyer_removed, company_disabled); anything else reads as "ended". */
const endingOf = (note: string) => (['expired', 'buyer_removed', 'company_disabled'].includes(note) ? (note as 'expired' | 'buyer_removed' | 'company_disabled') : 'other');

function RequestLines({ partnerId, id }: { lang: Language; partnerId: string; id: number }) {
  const t = useTranslations('company.requests');
  const session = useSession();
  const detail = useQuery({ queryKey: companyKeys.request(partnerId, session.id, id), queryFn: () => fetchRequest(id), enabled: session.isAuthenticated });
  if (detail.isError) return <p role="alert" className="form-alert form-alert-error">{t('linesFailed')}</p>;
  if (!detail.data) return <p role="status">{t('loadingLines')}</p>;
  const order = detail.data.orderDetail;
  return (
    <div className="company-request-lines">
      <OrderLines lines={order.lines} />
      <TotalsList totals={order.totals} />
    </div>
  );
}
