'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { useMessage } from '@/components/forms/use-message';
import { toast } from '@/components/toast/toast';
import { Modal } from '@/components/ui/modal';
import { useModal } from '@/components/ui/use-modal';
import { useMoney } from '@/components/ui/use-money';
import { toApiError } from '@/lib/api/errors';
import type { PurchaseRequestSummary } from '@/lib/contract/purchase-requests';
import { companyRefusal } from '@/lib/company/order-refusal';
import { companyKeys } from '@/lib/company/query-keys';
import { approveRequest, declineRequest } from '@/lib/company/requests-api';
import { useSession } from '@/lib/session/use-session';

export type Deciding = { kind: 'approve' | 'decline'; request: PurchaseRequestSummary };
const MODAL = 'company-request-decide';

/**
 * Approving (a confirmation naming the order, its buyer and total: it proceeds exactly as placed)
 * or declining (a reason, required: the buyer reads it) a purchase request. A refusal — decided by
 * someone else meanwhile, expired, or on account beyond the company's credit — is said in the
 * dialog, what was typed kept; the list is read again either way.
 */
export function DecideDialogs({ partnerId, deciding, onClosed }: { partnerId: string; deciding?: Deciding; onClosed: () => void }) {
  const t = useTranslations('company.decide');
  const money = useMoney();
  const format = useFormatter();
  const message = useMessage();
  const session = useSession();
  const client = useQueryClient();
  const modal = useModal(MODAL);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const { open } = modal;
  useEffect(() => {
    if (deciding) open();
  }, [deciding, open]);

  const refusalText = async (failure: unknown) => {
    const apiError = await toApiError(failure);
    const refusal = companyRefusal(apiError);
    if (refusal?.kind === 'credit_insufficient') return t('creditInsufficient', { amount: money(refusal.availableCents ?? 0) });
    if (refusal?.kind === 'credit_overdue') {
      return t('creditOverdue', { amount: money(refusal.overdueCents ?? 0), date: refusal.oldestDueAt ? format.dateTime(new Date(refusal.oldestDueAt), { dateStyle: 'long' }) : '—' });
    }
    if (apiError.key === 'request_decided' || apiError.key === 'request_expired') return t(apiError.key);
    return message(apiError.key, 'errors.unknown');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!deciding || pending) return;
    if (deciding.kind === 'decline' && reason.trim() === '') return setError(t('reasonRequired'));
    setError(undefined);
    setPending(true);
    try {
      if (deciding.kind === 'approve') await approveRequest(deciding.request.id);
      else await declineRequest(deciding.request.id, reason.trim());
      toast.success(t(deciding.kind === 'approve' ? 'approved' : 'declined', { number: deciding.request.order.orderNumber }));
      modal.close();
    } catch (failure) {
      setError(await refusalText(failure));
    } finally {
      setPending(false);
      void client.invalidateQueries({ queryKey: companyKeys.all(partnerId, session.id) });
    }
  };

  const request = deciding?.request;
  return (
    <Modal
      name={MODAL}
      title={deciding?.kind === 'decline' ? t('declineTitle') : t('approveTitle')}
      onClose={() => {
        setReason('');
        setError(undefined);
        onClosed();
      }}
    >
      {request && (
        <form onSubmit={(event) => void submit(event)} noValidate className="profile-form">
          <p>{t('summary', { number: request.order.orderNumber, buyer: request.buyer.name, total: money(request.order.totalCents) })}</p>
          <p>{deciding.kind === 'approve' ? t('approveText') : t('declineText')}</p>
          {deciding.kind === 'decline' && (
            <div className="field">
              <label htmlFor="decline-reason">{t('reason')}</label>
              <textarea
                id="decline-reason"
                rows={3}
                maxLength={500}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                aria-invalid={error === t('reasonRequired') || undefined}
                aria-describedby={error ? 'decide-error' : undefined}
              />
            </div>
          )}
          {error && (
            <p id="decide-error" role="alert" className="form-alert form-alert-error">
              {error}
            </p>
          )}
          <div className="modal-actions">
            <button type="button" className="button-secondary" onClick={modal.close}>
              {t('cancel')}
            </button>
            <button type="submit" className={deciding.kind === 'approve' ? 'button-primary' : 'button-danger'} aria-disabled={pending || undefined} aria-busy={pending}>
              {deciding.kind === 'approve' ? t('approveConfirm') : t('declineConfirm')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
