'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { confirmPayment } from '@/lib/api/payments';

/**
 * On a provider's cancel return: hands the return's parameters to `POST /Payments/{provider}/Confirm`
 * (the API asks the provider or checks the signature, then marks the pending payment failed). Nothing is shown and a
 * refusal changes nothing: the page says what happened either way.
 */
export function PaymentCancelReport({ provider }: { provider: string }) {
  const params = useSearchParams();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || params.size === 0) return;
    sent.current = true;
    confirmPayment(provider, Object.fromEntries(params.entries()), 'cancel').catch(() => undefined);
  }, [params, provider]);
  return null;
}
