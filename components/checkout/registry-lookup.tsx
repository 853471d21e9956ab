'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useMessage } from '@/components/forms/use-message';
import { lookUpTaxRegistry } from '@/lib/api/checkout';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import type { TaxRegistryEntry } from '@/lib/contract/tax-registry';
import { normalisePostalCode } from '@/lib/rules/address-formats';
import { vatNumberProblem } from '@/lib/rules/vat-number';
import { LookupAction, lookupErrorText, type LookupState } from './lookup-action';

/**
 * "Fill in from AADE's registry" (issue #47, decision 0075): on the shopper's request, the invoice
 * details the registry holds for the ΑΦΜ typed (company name, activity, tax office) fill their
 * fields, which stay editable, and its registered address the billing address when none is typed
 * yet; what went wrong (a wrong ΑΦΜ, unknown, a private person, the registry away) is said in a
 * live region, and nothing typed is lost.
 */
export function RegistryLookup() {
  const t = useTranslations('checkout.document');
  const message = useMessage();
  const { getValues, setValue } = useFormContext<CheckoutValues>();
  const [state, setState] = useState<LookupState>({ kind: 'idle' });

  async function lookUp() {
    const vatNumber = getValues('invoice.vatNumber') ?? '';
    const problem = vatNumberProblem(vatNumber);
    if (problem) return setState({ kind: 'error', text: message(problem) ?? '' });
    setState({ kind: 'busy' });
    try {
      const entry = await lookUpTaxRegistry(vatNumber);
      const set = { shouldValidate: true, shouldDirty: true } as const;
      setValue('invoice.companyName', entry.companyName, set);
      if (entry.job) setValue('invoice.job', entry.job, set);
      if (entry.irs) setValue('invoice.irs', entry.irs, set);
      setState({ kind: 'done', text: fillAddress(entry.address, set) });
    } catch (error) {
      setState({ kind: 'error', text: lookupErrorText(message, error, 'tax_registry_unavailable') });
    }
  }

  /**
   * The registered address becomes the invoice's (billing) address when none is typed yet; one the
   * shopper typed or had prefilled is kept, and the registry's is named beside it to compare.
   */
  function fillAddress(address: TaxRegistryEntry['address'], set: { shouldValidate: true; shouldDirty: true }): string {
    const name = getValues('invoice.companyName');
    const typed = ['billing.address', 'billing.city', 'billing.postalCode'] as const;
    if (!address.street || !address.postalCode) return t('registryFilled', { name });
    if (typed.every((field) => !getValues(field).trim())) {
      setValue('billing.country', 'GR', set);
      setValue('billing.address', address.street, set);
      setValue('billing.city', address.city, set);
      setValue('billing.postalCode', address.postalCode, set);
      return t('registryFilledAddress', { name });
    }
    const registered = `${address.street}, ${address.postalCode} ${address.city}`.trim();
    return sameAddress(getValues('billing'), address) ? t('registryFilled', { name }) : t('registryAddressKept', { name, address: registered });
  }

  return <LookupAction id="registry-lookup" label={t('registryLookup')} busyLabel={t('registryLooking')} hint={t('registryHint')} state={state} onRun={() => void lookUp()} />;
}

/** Whether the billing address is the registered one (street and postal code, ignoring case, accents and spaces). */
function sameAddress(billing: { address: string; postalCode: string }, registered: TaxRegistryEntry['address']): boolean {
  const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLocaleUpperCase('el');
  return plain(billing.address) === plain(registered.street) && normalisePostalCode(billing.postalCode) === normalisePostalCode(registered.postalCode);
}
