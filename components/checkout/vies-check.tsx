'use client';

import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useMessage } from '@/components/forms/use-message';
import { checkEuVatNumber } from '@/lib/api/checkout';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import { foreignVatNumber } from '@/lib/rules/eu-vat-number';
import { euVatConfirmedAtom } from './eu-vat-state';
import { LookupAction, lookupErrorText, type LookupState } from './lookup-action';

/**
 * "Check with VIES" (issue #47, decision 0078), for a company of another member state: the EU's
 * VIES confirms its VAT number, the company's name fills in when empty, and the checkout then
 * prices the order without VAT (an intra-Community supply) when the goods go to that state. The
 * server keeps the check and places the order on it, never on what the page says. Refusals are said
 * in a live region, and nothing typed is lost.
 */
export function ViesCheck() {
  const t = useTranslations('checkout.document');
  const message = useMessage();
  const { getValues, setValue } = useFormContext<CheckoutValues>();
  const setConfirmed = useSetAtom(euVatConfirmedAtom);
  const [state, setState] = useState<LookupState>({ kind: 'idle' });

  async function check() {
    const typed = getValues('invoice.vatNumber') ?? '';
    if (!foreignVatNumber(typed)) return setState({ kind: 'error', text: message('eu_vat_number_format') ?? '' });
    setState({ kind: 'busy' });
    try {
      const answer = await checkEuVatNumber(typed);
      setConfirmed(answer.vatNumber);
      if (answer.name && !getValues('invoice.companyName').trim()) setValue('invoice.companyName', answer.name, { shouldValidate: true, shouldDirty: true });
      setState({ kind: 'done', text: t('viesConfirmed', { name: answer.name || answer.vatNumber }) });
    } catch (error) {
      setConfirmed(null);
      setState({ kind: 'error', text: lookupErrorText(message, error, 'vies_unavailable') });
    }
  }

  return <LookupAction id="vies-check" label={t('viesCheck')} busyLabel={t('viesChecking')} hint={t('viesHint')} state={state} onRun={() => void check()} />;
}
