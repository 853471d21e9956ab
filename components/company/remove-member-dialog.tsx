'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessage } from '@/components/forms/use-message';
import { toast } from '@/components/toast/toast';
import { Modal } from '@/components/ui/modal';
import { useModal } from '@/components/ui/use-modal';
import { toApiError } from '@/lib/api/errors';
import type { CompanyMember } from '@/lib/contract/companies';
import { removeMember } from '@/lib/company/company-api';
import { companyKeys } from '@/lib/company/query-keys';
import { useSession } from '@/lib/session/use-session';

export const REMOVE_MEMBER_MODAL = 'company-member-remove';

/**
 * The confirmation before a member leaves the company (issue #50): it names them and says what
 * follows (their waiting purchase requests are cancelled; their account and orders stay). A
 * refusal (the last admin) is said in the dialog, which stays open.
 */
export function RemoveMemberDialog({ partnerId, member, onClosed }: { partnerId: string; member?: CompanyMember; onClosed: () => void }) {
  const t = useTranslations('company.members.confirmRemove');
  const message = useMessage();
  const session = useSession();
  const client = useQueryClient();
  const modal = useModal(REMOVE_MEMBER_MODAL);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const name = member ? `${member.firstName} ${member.lastName}` : '';

  const confirm = async () => {
    if (!member || pending) return;
    setPending(true);
    setError(undefined);
    try {
      await removeMember(member.id);
      toast.success(t('done', { name }));
      modal.close();
      void client.invalidateQueries({ queryKey: companyKeys.all(partnerId, session.id) });
    } catch (failure) {
      const apiError = await toApiError(failure);
      setError(apiError.key === 'company_last_admin' ? t('lastAdmin') : message(apiError.key, 'errors.unknown'));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      name={REMOVE_MEMBER_MODAL}
      title={t('title')}
      onClose={() => {
        setError(undefined);
        onClosed();
      }}
    >
      {member && (
        <>
          <p>{t('text', { name, email: member.email })}</p>
          {error && (
            <p role="alert" className="form-alert form-alert-error">
              {error}
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="button-secondary" onClick={modal.close}>
              {t('cancel')}
            </button>
            <button type="button" className="button-danger" aria-disabled={pending || undefined} aria-busy={pending} onClick={() => void confirm()}>
              {t('confirm')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
