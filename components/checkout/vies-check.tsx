'use client';

import { useSetAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useMessage } from '@/components/forms/use-message';
import { checkEuVatNumber } from '@/lib/api/checkout';
import { isApiError } from '@/lib/api/errors';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import { foreignVatNumber } from '@/lib/rules/eu-vat-number';
import { euVatConfirmedAtom } from './eu-vat-state';

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; text: string };

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
  const [state, setState] = useState<State>({ kind: 'idle' });

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
      const key = isApiError(error) ? (error.fields?.vatNumber ?? error.key) : 'vies_unavailable';
      setState({ kind: 'error', text: message(key, 'errors.unknown') ?? '' });
    }
  }

  return (
    <div className="registry-lookup">
      <button type="button" className="button-secondary" onClick={() => void check()} disabled={state.kind === 'busy'} aria-describedby="vies-check-hint">
        {state.kind === 'busy' ? t('viesChecking') : t('viesCheck')}
      </button>
      <span id="vies-check-hint" className="field-hint">
        {t('viesHint')}
      </span>
      <p role="status" className={state.kind === 'error' ? 'field-error' : undefined}>
        {state.kind === 'done' || state.kind === 'error' ? state.text : ''}
      </p>
    </div>
  );
}
