'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';
import { useCart } from '@/components/cart/use-cart';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { useProfile } from '@/lib/api/hooks';
import { cartReadiness } from '@/lib/checkout/cart-readiness';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';
import { CheckoutForm } from './checkout-form';
import { useAddresses, useCheckoutOptions } from './use-checkout';
import { useCheckoutRules } from './use-checkout-rules';

/**
 * The checkout page's client part (SPEC §2): loads the cart (always fresh), the checkout options,
 * the profile and the address book, then shows the form; an empty cart shows the way back.
 */
export function Checkout({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('checkout');
  const session = useSession();
  // Fresh: CheckoutPreload asked the server again as the page loaded.
  const cart = useCart(partnerId);
  const options = useCheckoutOptions(partnerId);
  const profile = useProfile(partnerId);
  const addresses = useAddresses(partnerId);
  const [placed, setPlaced] = useState(false);
  const cartHref = buildPath({ lang, partnerId, path: 'cart' });
  // The form's first render (the page's largest) happens in the background once the data is there:
  // a deferred render is cut into short tasks, a data update alone would be one long one (issue #16,
  // main-thread blocking). The spinner stays until it is done.
  // The rules too: the form's first render is on the step it opens on (no second render, no jump).
  const rules = useCheckoutRules();
  const formReady = useDeferredValue(Boolean(session.id && cart.data && options.data && profile.data && !addresses.isPending && rules !== undefined), false);

  if (placed) {
    return (
      <div className="full-page-spinner" role="status">
        <div className="spinner" aria-hidden="true" />
        <p>{t('placed')}</p>
      </div>
    );
  }
  if (cart.isError || options.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void Promise.all([cart.refetch(), options.refetch()])}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!session.id || !cart.data || !options.data || !profile.data || addresses.isPending || !formReady) return <FullPageSpinner />;
  const readiness = cartReadiness(cart.data);
  if (readiness.empty) {
    return (
      <div className="empty-state">
        <p>{t('blocked.empty')}</p>
        <p>
          <IntentLink href={buildPath({ lang, partnerId, path: 'products' })}>{t('blocked.browse')}</IntentLink>
        </p>
      </div>
    );
  }
  return (
    <CheckoutForm
      key={session.id}
      lang={lang}
      partnerId={partnerId}
      customerId={session.id}
      cart={cart.data}
      readiness={readiness}
      cartHref={cartHref}
      options={options.data}
      profile={profile.data}
      addresses={addresses.data?.items ?? []}
      rules={rules ?? null}
      onPlaced={() => setPlaced(true)}
    />
  );
}
