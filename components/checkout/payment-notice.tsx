import { useTranslations } from 'next-intl';
import { Suspense } from 'react';
import type { Language } from '@/lib/contract/enums';
import { CartStateNote } from './cart-state-note';
import { PaymentCancelReport } from './payment-cancel-report';
import { PaymentLinks } from './payment-links';

/**
 * The payment pages without a return of their own (SPEC §2): `failure`, the one page every
 * provider's cancel return shows (what became of the cart; back to checkout to try again with the
 * same or another method, or the cart; the return is reported to the provider's confirmation);
 * `redirect`, any other payment/* path (what it is; the way to the orders or the cart).
 */
export function PaymentNotice({ kind, provider, lang, partnerId }: { kind: 'failure' | 'redirect'; provider: string; lang: Language; partnerId: string }) {
  const t = useTranslations('payment');
  return (
    <main id="content" className="container centered">
      <h1>{kind === 'failure' ? t('failedTitle') : t('redirectTitle')}</h1>
      {kind === 'failure' ? (
        <>
          <Suspense fallback={null}>
            <PaymentCancelReport provider={provider} />
          </Suspense>
          <p>{t('failedBody')}</p>
          <CartStateNote lang={lang} partnerId={partnerId} />
        </>
      ) : (
        <p>{t('redirectBody')}</p>
      )}
      <PaymentLinks lang={lang} partnerId={partnerId} first={kind === 'failure' ? 'checkout' : 'profile/orders'} />
    </main>
  );
}
