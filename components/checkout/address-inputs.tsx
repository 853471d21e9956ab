'use client';

import { useTranslations } from 'next-intl';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import { ShippingCountries } from '@/lib/rules/address-formats';

type Name = 'firstName' | 'lastName' | 'address' | 'city' | 'region' | 'country' | 'postalCode' | 'mobile';

type Props = {
  /** Registers one address field with the caller's form (where it lives in that form is the caller's business). */
  field: (name: Name) => UseFormRegisterReturn;
  errors?: Partial<Record<Name, FieldError>>;
  /** The autocomplete section: a billing or a shipping address. */
  auto: 'billing' | 'shipping';
};

/** SPEC §3's address inputs: name, address, city, region, country, postal code, mobile (checkout and the address book). */
export function AddressInputs({ field, errors, auto }: Props) {
  const t = useTranslations('checkout.address');
  const countries = ShippingCountries.map((code) => ({ value: code, label: t(`countries.${code}`) }));
  return (
    <>
      <div className="field-row">
        <TextField label={t('firstName')} autoComplete={`${auto} given-name`} registration={field('firstName')} error={errors?.firstName} />
        <TextField label={t('lastName')} autoComplete={`${auto} family-name`} registration={field('lastName')} error={errors?.lastName} />
      </div>
      <TextField label={t('address')} autoComplete={`${auto} street-address`} registration={field('address')} error={errors?.address} />
      <div className="field-row">
        <TextField label={t('city')} autoComplete={`${auto} address-level2`} registration={field('city')} error={errors?.city} />
        <TextField label={t('region')} autoComplete={`${auto} address-level1`} registration={field('region')} error={errors?.region} />
      </div>
      <div className="field-row">
        <SelectField label={t('country')} autoComplete={`${auto} country`} options={countries} registration={field('country')} error={errors?.country} />
        <TextField label={t('postalCode')} autoComplete={`${auto} postal-code`} inputMode="numeric" registration={field('postalCode')} error={errors?.postalCode} />
      </div>
      <TextField label={t('mobile')} type="tel" autoComplete={`${auto} tel`} registration={field('mobile')} error={errors?.mobile} />
    </>
  );
}
