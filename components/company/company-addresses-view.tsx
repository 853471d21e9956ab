'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiErrorText } from '@/components/forms/use-api-error-text';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { toast } from '@/components/toast/toast';
import { Modal } from '@/components/ui/modal';
import { useModal } from '@/components/ui/use-modal';
import type { CompanyAddress } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import { deleteCompanyAddress, fetchCompanyAddresses } from '@/lib/company/company-api';
import { companyKeys } from '@/lib/company/query-keys';
import { useSession } from '@/lib/session/use-session';
import { CompanyAddressForm } from './company-address-form';
import { CompanyFrame } from './company-frame';

const FORM_MODAL = 'company-address-form';
const DELETE_MODAL = 'company-address-delete';

/** The company's shared address book (issue #50 item 1): every member who orders ships to them; the admin adds, changes and deletes them. */
export function CompanyAddressesView({ lang, partnerId }: { lang: Language; partnerId: string }) {
  return (
    <CompanyFrame lang={lang} partnerId={partnerId} section="addresses">
      {(company) => <Addresses partnerId={partnerId} admin={company.me.permissions.includes('manage_company')} />}
    </CompanyFrame>
  );
}

function Addresses({ partnerId, admin }: { partnerId: string; admin: boolean }) {
  const t = useTranslations('company.addresses');
  const session = useSession();
  const client = useQueryClient();
  const errorText = useApiErrorText();
  const formModal = useModal(FORM_MODAL);
  const deleteModal = useModal(DELETE_MODAL);
  const [editing, setEditing] = useState<CompanyAddress>();
  const [deleting, setDeleting] = useState<CompanyAddress>();
  const [pending, setPending] = useState(false);
  const key = companyKeys.addresses(partnerId, session.id);
  const addresses = useQuery({ queryKey: key, queryFn: fetchCompanyAddresses, enabled: session.isAuthenticated });
  const refresh = () => void client.invalidateQueries({ queryKey: key });

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
  const { items, max } = addresses.data;

  const remove = async () => {
    if (!deleting || pending) return;
    setPending(true);
    try {
      await deleteCompanyAddress(deleting.id);
      toast.success(t('deleted'));
    } catch (error) {
      toast.error(errorText(error) ?? t('problem'));
    } finally {
      setPending(false);
      deleteModal.close();
      refresh();
    }
  };

  return (
    <>
      {admin && (
        <div className="address-toolbar">
          <button
            type="button"
            className="button-primary"
            disabled={items.length >= max}
            onClick={() => {
              setEditing(undefined);
              formModal.open();
            }}
          >
            {t('add')}
          </button>
        </div>
      )}
      {items.length === 0 ? (
        <p className="empty-state">{admin ? t('emptyAdmin') : t('empty')}</p>
      ) : (
        <ul className="address-list">
          {items.map((a) => (
            <li key={a.id} className="address-card" aria-labelledby={`company-address-${a.id}`}>
              <h2 id={`company-address-${a.id}`}>{a.title}</h2>
              <p>
                {a.firstName} {a.lastName}
              </p>
              <p>
                {a.address}, {a.postalCode} {a.city}
                {a.region ? `, ${a.region}` : ''}
              </p>
              <p>{a.mobile}</p>
              {admin && (
                <div className="address-actions">
                  <button
                    type="button"
                    className="button-secondary"
                    onClick={() => {
                      setEditing(a);
                      formModal.open();
                    }}
                  >
                    {t('edit')}
                    <span className="visually-hidden"> {a.title}</span>
                  </button>
                  <button
                    type="button"
                    className="button-danger"
                    onClick={() => {
                      setDeleting(a);
                      deleteModal.open();
                    }}
                  >
                    {t('delete')}
                    <span className="visually-hidden"> {a.title}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Modal name={FORM_MODAL} title={editing ? t('editTitle') : t('addTitle')} onClose={() => setEditing(undefined)}>
        <CompanyAddressForm
          key={editing?.id ?? 'new'}
          address={editing}
          onSaved={() => {
            formModal.close();
            refresh();
          }}
          onCancel={formModal.close}
        />
      </Modal>
      <Modal name={DELETE_MODAL} title={t('confirmDelete.title')} onClose={() => setDeleting(undefined)}>
        {deleting && (
          <>
            <p>{t('confirmDelete.text', { title: deleting.title })}</p>
            <div className="modal-actions">
              <button type="button" className="button-secondary" onClick={deleteModal.close}>
                {t('confirmDelete.cancel')}
              </button>
              <button type="button" className="button-danger" aria-busy={pending} onClick={() => void remove()}>
                {t('confirmDelete.confirm')}
              </button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
