'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import type { Address } from '@/lib/contract/addresses';
import { DocumentTypes } from '@/lib/contract/enums';
import { AddressFields } from './address-fields';
import { ChoiceGroup } from './choice-group';
import { SaveBillingField } from './save-billing-field';

// The invoice's own parts load when an invoice is chosen, not with the page: the tax offices' list
// and its type-ahead, AADE's registry lookup, and for a company outside Greece the VIES check
// (decision 0078; the checkout's first-load JavaScript stays within 1.3 × the bare page's).
const TaxOfficeField = lazy(() => import('./tax-office-field').then((m) => ({ default: m.TaxOfficeField })));
const RegistryLookup = lazy(() => import('./registry-lookup').then((m) => ({ default: m.RegistryLookup })));
const ViesCheck = lazy(() => import('./vies-check').then((m) => ({ default: m.ViesCheck })));

/** Step 1: contact email (prefilled from the profile), billing details (kept in the address book unless unticked), receipt or invoice. */
export function DetailsStep({ addresses }: { addresses: readonly Address[] }) {
  const t = useTranslations('checkout');
  const { register, formState, control } = useFormContext<CheckoutValues>();
  const errors = formState.errors;
  const [documentType, country] = useWatch({ control, name: ['documentType', 'billing.country'] });
  // A company of another member state (decision 0078): its VAT number checked with VIES, no Greek tax office.
  const foreign = country !== 'GR';
  return (
    <>
      <fieldset className="address-fields">
        <legend>{t('contact.legend')}</legend>
        <TextField label={t('contact.email')} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
      </fieldset>
      <AddressFields prefix="billing" legend={t('billing.legend')}>
        <SaveBillingField addresses={addresses} />
      </AddressFields>
      <ChoiceGroup legend={t('document.legend')} error={errors.documentType}>
        <div className="choice-row">
          {DocumentTypes.map((type) => (
            <label key={type} className="choice">
              <input type="radio" value={type} {...register('documentType')} />
              {t(`document.${type}`)}
            </label>
          ))}
        </div>
        {documentType === 'Invoice' && (
          <div className="nested-fields">
            {foreign ? (
              <>
                <TextField label={t('document.vatNumberEu')} registration={register('invoice.vatNumber')} error={errors.invoice?.vatNumber} />
                <Suspense fallback={null}>
                  <ViesCheck />
                </Suspense>
              </>
            ) : (
              <>
                <div className="field-row">
                  <TextField label={t('document.vatNumber')} inputMode="numeric" registration={register('invoice.vatNumber')} error={errors.invoice?.vatNumber} />
                  <Suspense fallback={null}>
                    <TaxOfficeField registration={register('invoice.irs')} error={errors.invoice?.irs} />
                  </Suspense>
                </div>
                <Suspense fallback={null}>
                  <RegistryLookup />
                </Suspense>
              </>
            )}
            <TextField label={t('document.companyName')} autoComplete="organization" registration={register('invoice.companyName')} error={errors.invoice?.companyName} />
            <TextField label={t('document.job')} registration={register('invoice.job')} error={errors.invoice?.job} />
          </div>
        )}
      </ChoiceGroup>
    </>
  );
}
