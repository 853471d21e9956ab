'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { confirmPayment } from '@/lib/api/checkout';
import { toApiError } from '@/lib/api/errors';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';

/**
 * A provider's success return (SPEC §2 payment/{provider}/success): hands the return's query to
 * `POST /Payments/{provider}/Confirm` (the API verifies it; repeating changes nothing), then goes
 * to the order's success page, or to checkout-failure with the reason.
 */
export function PaymentReturn({ provider, lang, partnerId }: { provider: string; lang: Language; partnerId: string }) {
  const t = useTranslations('payment');
  const params = useSearchParams();
  const router = useRouter();
  const client = useQueryClient();
  const session = useSession();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !session.isAuthenticated) return;
    started.current = true;
    const returned = Object.fromEntries(params.entries());
    const failure = (reason: string) => buildPath({ lang, partnerId, path: 'checkout-failure' }) + `?reason=${encodeURIComponent(reason)}`;
    confirmPayment(provider, returned)
      .then((result) => {
        void client.invalidateQueries({ queryKey: queryKeys.cart(partnerId, session.id) });
        router.replace(result.status === 'paid' ? buildPath({ lang, partnerId, path: `checkout-success/${encodeURIComponent(result.orderUid)}` }) : failure('payment_failed'));
      })
      .catch(async (error: unknown) => router.replace(failure((await toApiError(error)).key)));
  }, [params, provider, lang, partnerId, router, client, session.isAuthenticated, session.id]);

  return (
    <div className="full-page-spinner" role="status">
      <div className="spinner" aria-hidden="true" />
      <p>{t('confirming')}</p>
    </div>
  );
}
