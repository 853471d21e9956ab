'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { confirmPayment } from '@/lib/api/checkout';

/**
 * On a provider's cancel return: hands the return's parameters to `POST /Payments/{provider}/Confirm`
 * (the API marks the pending payment failed; the signature is the proof). Nothing is shown and a
 * refusal changes nothing: the page says what happened either way.
 */
export function PaymentCancelReport({ provider }: { provider: string }) {
  const params = useSearchParams();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || params.size === 0) return;
    sent.current = true;
    confirmPayment(provider, Object.fromEntries(params.entries())).catch(() => undefined);
  }, [params, provider]);
  return null;
}
