'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { fetchCustomerActivity } from '@/lib/api/customer-activity';
import { queryKeys } from '@/lib/api/query-keys';
import { useSession } from '@/lib/session/use-session';

/**
 * "Done on your behalf" (issue #44 item 6): what a sales person did in the account while shopping
 * as the customer, and when, newest first; a table that becomes labelled rows on a phone.
 */
export function ActivitySection({ partnerId }: { partnerId: string }) {
  const t = useTranslations('profile.activity');
  const format = useFormatter();
  const session = useSession();
  const activity = useQuery({ queryKey: queryKeys.customerActivity(partnerId, session.id), queryFn: fetchCustomerActivity, enabled: session.isAuthenticated });
  const actionName = (action: string) => (t.has(`actions.${action}` as never) ? t(`actions.${action}` as never) : t('actions.other'));
  return (
    <section aria-labelledby="profile-activity" className="card profile-activity">
      <h2 id="profile-activity">{t('title')}</h2>
      <p>{t('intro')}</p>
      {activity.isError ? (
        <div role="alert" className="form-alert form-alert-error">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button-secondary" onClick={() => void activity.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : !activity.data ? null : activity.data.items.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <table className="activity-list">
          <thead>
            <tr>
              <th scope="col">{t('columns.at')}</th>
              <th scope="col">{t('columns.staff')}</th>
              <th scope="col">{t('columns.action')}</th>
            </tr>
          </thead>
          <tbody>
            {activity.data.items.map((entry, i) => (
              <tr key={`${entry.at}-${i}`} data-testid="activity-row">
                <td data-label={t('columns.at')}>
                  <time dateTime={entry.at}>{format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}</time>
                </td>
                <td data-label={t('columns.staff')}>{entry.staff}</td>
                <td data-label={t('columns.action')}>{actionName(entry.action)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
