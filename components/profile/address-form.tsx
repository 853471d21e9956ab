'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/toast/toast';
import { FormAlert } from '@/components/forms/form-alert';
import { AddressInputs } from '@/components/checkout/address-inputs';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { usePreload } from '@/components/forms/use-preload';
import { createAddress, updateAddress } from '@/lib/api/addresses';
import { toApiError } from '@/lib/api/errors';
import type { Address } from '@/lib/contract/addresses';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { addressFormValues } from '@/lib/profile/address-values';

const FIELDS = ['title', 'firstName', 'lastName', 'country', 'region', 'address', 'city', 'postalCode', 'mobile', 'isDefault'] as const;

type Props = {
  /** The address to edit; none for a new one. */
  address?: Address;
  customer?: { firstName: string; lastName: string };
  onSaved: () => void;
  onCancel: () => void;
};

// zod and the schema load after the page (issue #15: first-load JS).
const resolver = lazyKeyResolver(() => import('@/lib/contract/postal-address').then((m) => m.zAddressRequest));

/**
 * Create or edit an address (SPEC §2-§3): title, names, country, address, city, postal code,
 * mobile, the optional region, and "use as default". SPEC §8's toasts say how it went; the
 * server's field errors show at their fields and everything typed stays.
 */
export function AddressForm({ address, customer, onSaved, onCancel }: Props) {
  const t = useTranslations('addresses');
  const message = useMessage();
  const [topError, setTopError] = useState<string>();
  usePreload(resolver);
  const form = useForm({ resolver, defaultValues: addressFormValues(address, customer) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    try {
      if (address) await updateAddress(address.id, values);
      else await createAddress(values);
      onSaved();
      toast.success(t(address ? 'toast.updated' : 'toast.created'));
    } catch (error) {
      toast.error(t('toast.problem'));
      setTopError(applyServerErrors(await toApiError(error), FIELDS, form.setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="address-form">
      {topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>}
      <TextField label={t('form.title')} registration={form.register('title')} error={errors.title} />
      <AddressInputs field={(name) => form.register(name)} errors={errors} auto="shipping" />
      {address?.isDefault ? (
        <p className="address-badge">{t('isDefault')}</p>
      ) : (
        <label className="choice">
          <input type="checkbox" {...form.register('isDefault')} />
          {t('form.makeDefault')}
        </label>
      )}
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <SubmitButton label={t('form.save')} pending={isSubmitting} />
      </div>
    </form>
  );
}
