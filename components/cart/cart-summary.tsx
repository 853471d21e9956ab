'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/use-money';
import type { Cart } from '@/lib/contract/cart';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { checkoutBlockers } from '@/lib/rules/cart-checkout';
import { CheckoutLink } from './checkout-link';
import { ClearCartButton } from './clear-cart-button';
import { FreeDeliveryProgress } from './free-delivery-progress';
import { CouponForm } from '@/components/coupons/coupon-form';
import { RedeemPointsForm } from '@/components/loyalty/redeem-points-form';

type Props = { cart: Cart; lang: Language; partnerId: string; /** A change is on its way: the totals are the previous answer's. */ busy: boolean };

/**
 * SPEC §2 cart totals (net value, VAT, discount, total), the coupon (issue #18 item 4), loyalty points (item 5), free delivery, and the way on: checkout
 * (disabled with the reasons while the cart cannot be bought), continue shopping, clear the cart.
 * The totals are the server's; while a change is on its way they are marked busy.
 */
export function CartSummary({ cart, lang, partnerId, busy }: Props) {
  const t = useTranslations('cart');
  const money = useMoney();
  const { totals, quota } = cart;
  const reasons = checkoutBlockers(cart);
  const row = (label: string, testId: string, value: string, className?: string) => (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <section className="cart-summary card" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('summary')}</h2>
      <p className="cart-summary-count">{t('items', { count: cart.itemCount })}</p>
      <dl className="cart-totals" aria-live="polite" aria-busy={busy}>
        {row(t('net'), 'cart-net', money(totals.net))}
        {row(t('vat'), 'cart-vat', money(totals.vat))}
        {row(t('discount'), 'cart-discount', totals.discount > 0 ? `−${money(totals.discount)}` : money(0))}
        {totals.coupon > 0 && row(t('coupon', { code: cart.coupon?.code ?? '' }), 'cart-coupon-discount', `−${money(totals.coupon)}`)}
        {totals.points > 0 && row(t('points', { points: cart.points.applied }), 'cart-points-discount', `−${money(totals.points)}`)}
        {row(t('total'), 'cart-total', money(totals.total), 'cart-grand-total')}
      </dl>
      {totals.discount > 0 && <p className="cart-summary-note">{t('discountIncluded')}</p>}
      {!quota.exceeded && quota.discountedUnits > 0 && (
        <p className="cart-summary-note">{t('quotaInfo', { discountedUnits: quota.discountedUnits, remaining: quota.remaining })}</p>
      )}
      <CouponForm cart={cart} partnerId={partnerId} />
      <RedeemPointsForm cart={cart} partnerId={partnerId} />
      <FreeDeliveryProgress total={totals.total} threshold={cart.freeDeliveryThreshold} />
      <CheckoutLink href={buildPath({ lang, partnerId, path: 'checkout' })} label={t('checkout')} blocked={reasons.length > 0} />
      {reasons.length > 0 && (
        <ul id="checkout-blocked" className="cart-blockers">
          {reasons.map((reason) => (
            <li key={reason}>{t(`blocked.${reason}`)}</li>
          ))}
        </ul>
      )}
      <IntentLink className="button-secondary cart-continue" href={buildPath({ lang, partnerId, path: 'products' })}>
        {t('continueShopping')}
      </IntentLink>
      <ClearCartButton partnerId={partnerId} />
    </section>
  );
}
