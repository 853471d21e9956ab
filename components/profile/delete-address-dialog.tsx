'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/components/toast/toast';
import { Modal } from '@/components/ui/modal';
import { useModal } from '@/components/ui/use-modal';
import { deleteAddress } from '@/lib/api/addresses';
import type { Address } from '@/lib/contract/addresses';
import { addressLine } from '@/lib/profile/address-values';

export const DELETE_ADDRESS_MODAL = 'address-delete';

/**
 * The confirmation before an address is deleted (SPEC §2), naming it. Confirm deletes it (toast
 * "Address Deleted"); a failed request (e.g. already deleted elsewhere) says "There was a
 * problem". Either way the list is read again.
 */
type Props = {
  address?: Address;
  /** After the request, whatever its outcome (read the list again). */
  onSettled: () => void;
  /** The dialog closed (by any means). */
  onClosed: () => void;
};

export function DeleteAddressDialog({ address, onSettled, onClosed }: Props) {
  const t = useTranslations('addresses');
  const modal = useModal(DELETE_ADDRESS_MODAL);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (!address || pending) return;
    setPending(true);
    try {
      await deleteAddress(address.id);
      toast.success(t('toast.deleted'));
    } catch {
      toast.error(t('toast.problem'));
    } finally {
      setPending(false);
      modal.close();
      onSettled();
    }
  };

  return (
    <Modal name={DELETE_ADDRESS_MODAL} title={t('confirmDelete.title')} onClose={onClosed}>
      {address && (
        <>
          <p>{t('confirmDelete.text', { title: address.title })}</p>
          <p className="profile-email">{addressLine(address)}</p>
          <div className="modal-actions">
            <button type="button" className="button-secondary" onClick={modal.close}>
              {t('confirmDelete.cancel')}
            </button>
            <button type="button" className="button-danger" disabled={pending} aria-busy={pending} onClick={() => void confirm()}>
              {t('confirmDelete.confirm')}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
