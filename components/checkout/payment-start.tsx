'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toApiError } from '@/lib/api/errors';
import { startPayment } from '@/lib/api/payments';
import type { PaymentStart as Start } from '@/lib/contract/payments';
import { useMessage } from '@/components/forms/use-message';
import { AutoSubmitForm } from './auto-submit-form';

/**
 * The payment pages that send the customer to the provider (SPEC §2 `payment/alpha_request/{id}`,
 * `payment/eurobank_request/{id}`, `payment/winbank/{id}`, and `payment/viva/{id}`,
 * `payment/paypal/{id}` as payment-redirect pages): asks the API where to pay (the first call
 * registers the payment with the provider), then goes there — a redirect, or the bank's form,
 * posted at once. A refusal (not the customer's, paid, expired, provider down) is said, with the
 * ways back.
 */
export function PaymentStart({ attempt, provider, children }: { attempt: string; provider: string; children: React.ReactNode }) {
  const t = useTranslations('payment');
  const message = useMessage();
  const [start, setStart] = useState<Start>();
  const [error, setError] = useState<string>();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    startPayment(attempt)
      .then((answer) => {
        if (answer.kind === 'redirect') window.location.assign(answer.url);
        setStart(answer);
      })
      .catch(async (failure: unknown) => setError((await toApiError(failure)).key));
  }, [attempt]);

  if (error) {
    return (
      <>
        <p role="alert" className="form-error">
          {message(error)}
        </p>
        {children}
      </>
    );
  }
  return (
    <div className="full-page-spinner" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{t('redirecting', { provider: t(`providers.${provider}` as never) })}</p>
      {start?.kind === 'form' && <AutoSubmitForm action={start.action} fields={start.fields} label={t('continueToBank')} />}
    </div>
  );
}
