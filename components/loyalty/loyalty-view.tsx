'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { fetchLoyalty } from '@/lib/api/loyalty';
import { queryKeys } from '@/lib/api/query-keys';
import { useSession } from '@/lib/session/use-session';

/** The customer's loyalty points (issue #18 item 5): balance, pending points, the partner's rate and the history. */
export function LoyaltyView({ partnerId }: { partnerId: string }) {
  const t = useTranslations('loyalty');
  const format = useFormatter();
  const session = useSession();
  const loyalty = useQuery({ queryKey: queryKeys.loyalty(partnerId, session.id), queryFn: fetchLoyalty, enabled: session.isAuthenticated });

  if (loyalty.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void loyalty.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!loyalty.data) return <FullPageSpinner />;
  const { balance, pending, pointsPerEuro, entries } = loyalty.data;
  const signed = (points: number) => (points > 0 ? `+${points}` : `${points}`.replace('-', '−'));
  return (
    <>
      <p>{t('intro', { rate: pointsPerEuro })}</p>
      <dl className="loyalty-totals">
        <div>
          <dt>{t('balance')}</dt>
          <dd data-testid="loyalty-balance">{balance}</dd>
        </div>
        <div>
          <dt>{t('pending')}</dt>
          <dd data-testid="loyalty-pending">{pending}</dd>
        </div>
      </dl>
      <h2>{t('history')}</h2>
      {entries.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        // A wide table at 200 % text scrolls in its own box, never the page (WCAG 1.4.10, decision 0099).
        <div className="loyalty-history-wrap" role="region" aria-label={t('history')} tabIndex={0}>
        <table className="loyalty-history">
          <thead>
            <tr>
              <th scope="col">{t('columns.date')}</th>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.order')}</th>
              <th scope="col" className="amount">{t('columns.points')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry, i) => (
              <tr key={`${entry.createdAt}-${i}`}>
                <td data-label={t('columns.date')}>{format.dateTime(new Date(entry.createdAt), { dateStyle: 'medium' })}</td>
                <td data-label={t('columns.type')}>{t(`types.${entry.type}`)}</td>
                <td data-label={t('columns.status')}>{t(`statuses.${entry.status}`)}</td>
                <td data-label={t('columns.order')}>{entry.orderNumber ?? '—'}</td>
                <td data-label={t('columns.points')} className="amount">{signed(entry.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
    </>
  );
}
