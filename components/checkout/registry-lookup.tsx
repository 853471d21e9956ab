'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useMessage } from '@/components/forms/use-message';
import { lookUpTaxRegistry } from '@/lib/api/checkout';
import { isApiError } from '@/lib/api/errors';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import { vatNumberProblem } from '@/lib/rules/vat-number';

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; text: string };

/**
 * "Fill in from AADE's registry" (issue #47, decision 0075): on the shopper's request, the invoice
 * details the registry holds for the ΑΦΜ typed (company name, activity, tax office) fill their
 * fields, which stay editable; what went wrong (a wrong ΑΦΜ, unknown, a private person, the registry
 * away) is said in a live region, and nothing typed is lost.
 */
export function RegistryLookup() {
  const t = useTranslations('checkout.document');
  const message = useMessage();
  const { getValues, setValue } = useFormContext<CheckoutValues>();
  const [state, setState] = useState<State>({ kind: 'idle' });

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
      setState({ kind: 'done', text: t('registryFilled', { name: entry.companyName }) });
    } catch (error) {
      const key = isApiError(error) ? (error.fields?.vatNumber ?? error.key) : 'tax_registry_unavailable';
      setState({ kind: 'error', text: message(key, 'errors.unknown') ?? '' });
    }
  }

  return (
    <div className="registry-lookup">
      <button type="button" className="button-secondary" onClick={() => void lookUp()} disabled={state.kind === 'busy'} aria-describedby="registry-lookup-hint">
        {state.kind === 'busy' ? t('registryLooking') : t('registryLookup')}
      </button>
      <span id="registry-lookup-hint" className="field-hint">
        {t('registryHint')}
      </span>
      <p role="status" className={state.kind === 'error' ? 'field-error' : undefined}>
        {state.kind === 'done' || state.kind === 'error' ? state.text : ''}
      </p>
    </div>
  );
}
