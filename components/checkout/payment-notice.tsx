import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/**
 * The payment pages without a return of their own (SPEC §2): `failure`, the one page every
 * provider's cancel return shows (the cart is kept; back to checkout or the cart); `redirect`,
 * any other payment/* path (what it is; the way to the orders or the cart).
 */
export function PaymentNotice({ kind, lang, partnerId }: { kind: 'failure' | 'redirect'; lang: Language; partnerId: string }) {
  const t = useTranslations('payment');
  const link = (path: string, label: string) => (
    <Link key={path} href={buildPath({ lang, partnerId, path })}>
      {label}
    </Link>
  );
  return (
    <main id="content" className="container centered">
      <h1>{kind === 'failure' ? t('failedTitle') : t('redirectTitle')}</h1>
      {kind === 'failure' ? (
        <>
          <p>{t('failedBody')}</p>
          <p>{t('cartKept')}</p>
        </>
      ) : (
        <p>{t('redirectBody')}</p>
      )}
      <p className="page-links">
        {kind === 'failure' ? link('checkout', t('tryAgain')) : link('profile/orders', t('orders'))}
        {link('cart', t('cart'))}
      </p>
    </main>
  );
}
