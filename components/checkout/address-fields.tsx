'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import { ShippingCountries } from '@/lib/rules/address-formats';

/** SPEC §3's address fields (billing or a new shipping address): name, address, city, country, region, postal code, mobile. */
export function AddressFields({ prefix, legend }: { prefix: 'billing' | 'shippingAddress'; legend: string }) {
  const t = useTranslations('checkout.address');
  const { register, formState } = useFormContext<CheckoutValues>();
  const errors = formState.errors[prefix];
  const countries = ShippingCountries.map((code) => ({ value: code, label: t(`countries.${code}`) }));
  const auto = prefix === 'billing' ? 'billing' : 'shipping';
  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      <div className="field-row">
        <TextField label={t('firstName')} autoComplete={`${auto} given-name`} registration={register(`${prefix}.firstName`)} error={errors?.firstName} />
        <TextField label={t('lastName')} autoComplete={`${auto} family-name`} registration={register(`${prefix}.lastName`)} error={errors?.lastName} />
      </div>
      <TextField label={t('address')} autoComplete={`${auto} street-address`} registration={register(`${prefix}.address`)} error={errors?.address} />
      <div className="field-row">
        <TextField label={t('city')} autoComplete={`${auto} address-level2`} registration={register(`${prefix}.city`)} error={errors?.city} />
        <TextField label={t('region')} autoComplete={`${auto} address-level1`} registration={register(`${prefix}.region`)} error={errors?.region} />
      </div>
      <div className="field-row">
        <SelectField label={t('country')} autoComplete={`${auto} country`} options={countries} registration={register(`${prefix}.country`)} error={errors?.country} />
        <TextField label={t('postalCode')} autoComplete={`${auto} postal-code`} inputMode="numeric" registration={register(`${prefix}.postalCode`)} error={errors?.postalCode} />
      </div>
      <TextField label={t('mobile')} type="tel" autoComplete={`${auto} tel`} registration={register(`${prefix}.mobile`)} error={errors?.mobile} />
    </fieldset>
  );
}
