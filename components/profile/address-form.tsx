'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { createAddress, updateAddress } from '@/lib/api/addresses';
import { toApiError } from '@/lib/api/errors';
import { zAddressRequest, type Address } from '@/lib/contract/addresses';
import { keyResolver } from '@/lib/forms/resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { addressFormValues } from '@/lib/profile/address-values';
import { ShippingCountries } from '@/lib/rules/address-formats';

const FIELDS = ['title', 'firstName', 'lastName', 'country', 'region', 'address', 'city', 'postalCode', 'mobile', 'isDefault'] as const;

type Props = {
  /** The address to edit; none for a new one. */
  address?: Address;
  customer?: { firstName: string; lastName: string };
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * Create or edit an address (SPEC §2-§3): title, names, country, address, city, postal code,
 * mobile, the optional region, and "use as default". SPEC §8's toasts say how it went; the
 * server's field errors show at their fields and everything typed stays.
 */
export function AddressForm({ address, customer, onSaved, onCancel }: Props) {
  const t = useTranslations('addresses');
  const ta = useTranslations('checkout.address');
  const message = useMessage();
  const [topError, setTopError] = useState<string>();
  const form = useForm({ resolver: keyResolver(zAddressRequest), defaultValues: addressFormValues(address, customer) });
  const { errors, isSubmitting } = form.formState;
  const countries = ShippingCountries.map((code) => ({ value: code, label: ta(`countries.${code}`) }));

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
      <div className="field-row">
        <TextField label={ta('firstName')} autoComplete="shipping given-name" registration={form.register('firstName')} error={errors.firstName} />
        <TextField label={ta('lastName')} autoComplete="shipping family-name" registration={form.register('lastName')} error={errors.lastName} />
      </div>
      <TextField label={ta('address')} autoComplete="shipping street-address" registration={form.register('address')} error={errors.address} />
      <div className="field-row">
        <TextField label={ta('city')} autoComplete="shipping address-level2" registration={form.register('city')} error={errors.city} />
        <TextField label={ta('region')} autoComplete="shipping address-level1" registration={form.register('region')} error={errors.region} />
      </div>
      <div className="field-row">
        <SelectField label={ta('country')} autoComplete="shipping country" options={countries} registration={form.register('country')} error={errors.country} />
        <TextField label={ta('postalCode')} autoComplete="shipping postal-code" inputMode="numeric" registration={form.register('postalCode')} error={errors.postalCode} />
      </div>
      <TextField label={ta('mobile')} type="tel" autoComplete="shipping tel" registration={form.register('mobile')} error={errors.mobile} />
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
