import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/** The ways on from a payment page: back to checkout (to try again, with the same or another method) or to the orders, and the cart. */
export function PaymentLinks({ lang, partnerId, first }: { lang: Language; partnerId: string; first: 'checkout' | 'profile/orders' }) {
  const t = useTranslations('payment');
  return (
    <p className="page-links">
      <IntentLink href={buildPath({ lang, partnerId, path: first })}>{first === 'checkout' ? t('tryAgain') : t('orders')}</IntentLink>
      <IntentLink href={buildPath({ lang, partnerId, path: 'cart' })}>{t('cart')}</IntentLink>
    </p>
  );
}
