'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { Modal } from '@/components/ui/modal';
import { useModal } from '@/components/ui/use-modal';
import { deleteAccount } from '@/lib/api/account-privacy';
import { toApiError } from '@/lib/api/errors';
import type { Language } from '@/lib/contract/enums';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { buildPath } from '@/lib/routing/paths';
import { clearSession } from '@/lib/session/store';
import { PrivacyOpenOrders, type OpenOrdersParams } from './privacy-open-orders';

export const DELETE_ACCOUNT_MODAL = 'account-delete';
/** The login page's notice after a deletion (the login form's `reason=deleted` notice, components/auth/login-form.tsx). */
export const DELETED_REASON = 'deleted';

type Values = { password: string };

/**
 * "Delete my account" (issue #49 item 2, decision 0096): what is erased and what is kept, the
 * password, then a confirmation in a modal dialog (focus goes back to the button that opened it
 * when it closes). Deleted: the session is cleared here and the customer lands on the storefront's
 * login page with a notice. Refused: a wrong password at its field (what was typed stays), the
 * orders still open listed with their links, anything else above the form. A sales person
 * shopping as the customer sees a note instead (the API refuses it too).
 */
export function PrivacyDelete({ lang, partnerId, impersonation }: { lang: Language; partnerId: string; impersonation: boolean }) {
  const t = useTranslations('privacy.delete');
  const message = useMessage();
  const modal = useModal(DELETE_ACCOUNT_MODAL);
  const [pending, setPending] = useState(false);
  const [topError, setTopError] = useState<string>();
  const [openOrders, setOpenOrders] = useState<OpenOrdersParams>();
  const form = useForm<Values>({ defaultValues: { password: '' } });
  const { errors } = form.formState;

  const ask = form.handleSubmit(() => {
    setTopError(undefined);
    setOpenOrders(undefined);
    modal.open();
  });

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      await deleteAccount(form.getValues('password'));
      clearSession();
      // A full load, not a client navigation: nothing of the account stays in this page's memory (its cached profile, orders…).
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(`${buildPath({ lang, partnerId, path: 'login' })}?reason=${DELETED_REASON}`);
      return;
    } catch (error) {
      const failure = await toApiError(error);
      modal.close();
      if (failure.key === 'account_has_open_orders') setOpenOrders(failure.params ?? {});
      else setTopError(applyServerErrors(failure, ['password'], form.setError));
    }
    setPending(false);
  };

  const explanation = (
    <>
      <h3>{t('erasedTitle')}</h3>
      <p>{t('erased')}</p>
      <h3>{t('keptTitle')}</h3>
      <p>{t('kept')}</p>
      <p>{t('giftCards')}</p>
      <p>{t('again')}</p>
    </>
  );

  if (impersonation) {
    return (
      <section className="card profile-card privacy-card" aria-labelledby="privacy-delete">
        <h2 id="privacy-delete">{t('title')}</h2>
        <p>{t('impersonation')}</p>
      </section>
    );
  }
  return (
    <section className="card profile-card privacy-card" aria-labelledby="privacy-delete">
      <h2 id="privacy-delete">{t('title')}</h2>
      {explanation}
      <form onSubmit={(event) => void ask(event)} noValidate className="profile-form">
        {topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>}
        {openOrders && <PrivacyOpenOrders lang={lang} partnerId={partnerId} params={openOrders} />}
        <TextField label={t('password')} type="password" autoComplete="current-password" registration={form.register('password', { required: 'required' })} error={errors.password} />
        <button type="submit" className="button-danger">
          {t('submit')}
        </button>
      </form>
      <Modal name={DELETE_ACCOUNT_MODAL} title={t('confirmTitle')}>
        <p>{t('confirmText')}</p>
        <div className="modal-actions">
          <button type="button" className="button-secondary" onClick={modal.close}>
            {t('cancel')}
          </button>
          <button type="button" className="button-danger" disabled={pending} aria-busy={pending} onClick={() => void confirm()}>
            {pending ? t('pending') : t('confirm')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
