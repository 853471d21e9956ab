'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import type { Cart } from '@/lib/contract/cart';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/** In the cart and at checkout: the cart is priced at an accepted quote (issue #18 item 3), until when, or that it expired. */
export function CartQuoteNote({ quote, lang, partnerId }: { quote: Cart['quote']; lang: Language; partnerId: string }) {
  const t = useTranslations('quotes');
  const format = useFormatter();
  if (!quote) return null;
  const date = format.dateTime(new Date(quote.validUntil), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className={quote.expired ? 'cart-quote-note form-alert form-alert-error' : 'cart-quote-note'} role={quote.expired ? 'alert' : undefined} data-testid="cart-quote">
      <p>{quote.expired ? t('cart.expired', { date }) : t('cart.applies', { date })}</p>
      <IntentLink href={buildPath({ lang, partnerId, path: `profile/quotes/${quote.uid}` })}>{t('cart.view')}</IntentLink>
    </div>
  );
}
