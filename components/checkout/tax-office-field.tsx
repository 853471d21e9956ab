'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { ComboboxField, type ComboboxOption } from '@/components/forms/combobox-field';
import { filterTaxOffices } from '@/lib/rules/tax-office-match';
import { taxOffices, type TaxOffice } from '@/lib/rules/tax-offices';

/**
 * The invoice's tax office (ΔΟΥ): a type-ahead list of the Greek tax offices. The value is the
 * official Greek name (what the invoice prints); the English storefront shows the English name
 * beside it, and both languages find an office by either name.
 */
export function TaxOfficeField({ registration, error }: { registration: UseFormRegisterReturn; error?: FieldError }) {
  const t = useTranslations('checkout.document');
  const english = useLocale() === 'en';
  const toOption = useCallback((office: TaxOffice): ComboboxOption => ({ value: office.el, label: office.el, ...(english ? { detail: office.en } : {}) }), [english]);
  const options = useMemo(() => taxOffices().map(toOption), [toOption]);
  const filter = useCallback((query: string) => filterTaxOffices(query).map(toOption), [toOption]);
  return (
    <ComboboxField
      label={t('irs')}
      registration={registration}
      error={error}
      options={options}
      filter={filter}
      listLabel={t('irsList')}
      noMatch={t('irsNoMatch')}
      resultsText={(count) => t('irsResults', { count })}
    />
  );
}
