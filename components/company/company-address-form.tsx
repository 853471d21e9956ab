'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AddressInputs } from '@/components/checkout/address-inputs';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { useMessage } from '@/components/forms/use-message';
import { usePreload } from '@/components/forms/use-preload';
import { toast } from '@/components/toast/toast';
import { toApiError } from '@/lib/api/errors';
import type { CompanyAddress } from '@/lib/contract/companies';
import { createCompanyAddress, updateCompanyAddress } from '@/lib/company/company-api';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import type { ShippingCountry } from '@/lib/rules/address-formats';

const FIELDS = ['title', 'firstName', 'lastName', 'country', 'region', 'address', 'city', 'postalCode', 'mobile'] as const;
const resolver = lazyKeyResolver(() => import('@/lib/contract/companies').then((m) => m.zCompanyAddressRequest));

type Values = { title: string; firstName: string; lastName: string; country: ShippingCountry; region: string; address: string; city: string; postalCode: string; mobile: string };

const valuesOf = (a?: CompanyAddress): Values =>
  a
    ? { title: a.title, firstName: a.firstName, lastName: a.lastName, country: a.country as ShippingCountry, region: a.region ?? '', address: a.address, city: a.city, postalCode: a.postalCode, mobile: a.mobile }
    : { title: '', firstName: '', lastName: '', country: 'GR', region: '', address: '', city: '', postalCode: '', mobile: '' };

/** Add or change an address of the company's shared book (its admin): the address book's fields, no default. */
export function CompanyAddressForm({ address, onSaved, onCancel }: { address?: CompanyAddress; onSaved: () => void; onCancel: () => void }) {
  const t = useTranslations('company.addresses');
  const message = useMessage();
  const [topError, setTopError] = useState<string>();
  usePreload(resolver);
  const form = useForm<Values>({ resolver: resolver as never, defaultValues: valuesOf(address) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    try {
      if (address) await updateCompanyAddress(address.id, values);
      else await createCompanyAddress(values);
      toast.success(t(address ? 'updated' : 'created'));
      onSaved();
    } catch (error) {
      setTopError(applyServerErrors(await toApiError(error), FIELDS, form.setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="address-form">
      {topError && <FormAlert kind="error">{message(topError, 'errors.unknown')}</FormAlert>}
      <TextField label={t('form.title')} registration={form.register('title')} error={errors.title} />
      <AddressInputs field={(name) => form.register(name)} errors={errors} auto="shipping" />
      <div className="modal-actions">
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <SubmitButton label={t('form.save')} pending={isSubmitting} />
      </div>
    </form>
  );
}
