'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useAddresses } from '@/components/checkout/use-checkout';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { Modal } from '@/components/ui/modal';
import { useModal } from '@/components/ui/use-modal';
import { useProfile } from '@/lib/api/hooks';
import { queryKeys } from '@/lib/api/query-keys';
import type { Address } from '@/lib/contract/addresses';
import { useSession } from '@/lib/session/use-session';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';
import { DELETE_ADDRESS_MODAL, DeleteAddressDialog } from './delete-address-dialog';

const FORM_MODAL = 'address-form';

/**
 * The address book (SPEC §2): the saved addresses (the default shipping address marked), add and
 * edit in a modal form, delete after a confirmation modal (the jotai modal store).
 */
export function AddressBook({ partnerId }: { partnerId: string }) {
  const t = useTranslations('addresses');
  const session = useSession();
  const addresses = useAddresses(partnerId);
  const profile = useProfile(partnerId);
  const queryClient = useQueryClient();
  const formModal = useModal(FORM_MODAL);
  const deleteModal = useModal(DELETE_ADDRESS_MODAL);
  const [editing, setEditing] = useState<Address>();
  const [deleting, setDeleting] = useState<Address>();
  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: queryKeys.addresses(partnerId, session.id) }), [queryClient, partnerId, session.id]);
  const clearEditing = useCallback(() => setEditing(undefined), []);
  const clearDeleting = useCallback(() => setDeleting(undefined), []);

  if (addresses.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void addresses.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!addresses.data) return <FullPageSpinner />;
  const items = addresses.data.items;
  const openForm = (address?: Address) => {
    setEditing(address);
    formModal.open();
  };

  return (
    <>
      <div className="address-toolbar">
        <button type="button" className="button-primary" onClick={() => openForm()}>
          {t('add')}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <ul className="address-list">
          {items.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => openForm(address)}
              onDelete={() => {
                setDeleting(address);
                deleteModal.open();
              }}
            />
          ))}
        </ul>
      )}
      <Modal name={FORM_MODAL} title={t(editing ? 'form.editTitle' : 'form.createTitle')} onClose={clearEditing}>
        <AddressForm
          key={editing?.id ?? 'new'}
          address={editing}
          customer={profile.data}
          onSaved={() => {
            formModal.close();
            refresh();
          }}
          onCancel={formModal.close}
        />
      </Modal>
      <DeleteAddressDialog address={deleting} onSettled={refresh} onClosed={clearDeleting} />
    </>
  );
}
