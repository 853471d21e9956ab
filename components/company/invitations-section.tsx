'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useApiErrorText } from '@/components/forms/use-api-error-text';
import { toast } from '@/components/toast/toast';
import { fetchInvitations, revokeInvitation } from '@/lib/company/company-api';
import { companyKeys } from '@/lib/company/query-keys';
import { useSession } from '@/lib/session/use-session';
import { InviteForm } from './invite-form';

/**
 * The company's invitations (issue #50 item 2), newest first: to whom, which role, its state and
 * until when the link works; a pending one can be revoked (its link stops working). Then the form
 * that invites a colleague.
 */
export function InvitationsSection({ partnerId }: { partnerId: string }) {
  const t = useTranslations('company.invitations');
  const tr = useTranslations('company.roles');
  const format = useFormatter();
  const session = useSession();
  const client = useQueryClient();
  const errorText = useApiErrorText();
  const key = companyKeys.invitations(partnerId, session.id);
  const invitations = useQuery({ queryKey: key, queryFn: fetchInvitations, enabled: session.isAuthenticated });
  const revoke = useMutation({
    mutationFn: (id: number) => revokeInvitation(id),
    onSuccess: () => toast.success(t('revoked')),
    onError: (error) => toast.error(errorText(error) ?? t('revokeFailed')),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section aria-labelledby="company-invitations" className="company-section">
      <h2 id="company-invitations">{t('title')}</h2>
      <InviteForm partnerId={partnerId} />
      {invitations.isError && (
        <p role="alert" className="form-alert form-alert-error">
          {t('loadFailed')}
        </p>
      )}
      {invitations.data?.length === 0 && <p className="profile-email">{t('empty')}</p>}
      {invitations.data && invitations.data.length > 0 && (
        <div className="orders-table-wrap" role="region" aria-label={t('table')} tabIndex={0}>
          <table className="orders-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.email')}</th>
                <th scope="col">{t('columns.role')}</th>
                <th scope="col">{t('columns.state')}</th>
                <th scope="col">{t('columns.expires')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {invitations.data.map((invitation) => (
                <tr key={invitation.id} data-testid="invitation-row">
                  <th scope="row" data-label={t('columns.email')}>
                    {invitation.email}
                  </th>
                  <td data-label={t('columns.role')}>{tr(invitation.role)}</td>
                  <td data-label={t('columns.state')}>
                    {t(`states.${invitation.state}`)}
                    {invitation.invitedBy && <span className="profile-email"> · {t('invitedBy', { name: invitation.invitedBy })}</span>}
                  </td>
                  <td data-label={t('columns.expires')}>{invitation.state === 'pending' ? date(invitation.expiresAt) : '—'}</td>
                  <td>
                    {invitation.state === 'pending' && (
                      <button
                        type="button"
                        className="button-secondary"
                        aria-label={t('revokeOf', { email: invitation.email })}
                        aria-busy={revoke.isPending && revoke.variables === invitation.id}
                        onClick={() => !revoke.isPending && revoke.mutate(invitation.id)}
                      >
                        {t('revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
