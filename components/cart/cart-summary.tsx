'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import type { Cart } from '@/lib/contract/cart';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { checkoutBlockers } from '@/lib/rules/cart-checkout';
import { cartSummaryLines } from '@/lib/rules/cart-summary-lines';
import type { TotalsLine, TotalsLineName } from '@/lib/rules/totals-lines';
import { TotalsRows } from '@/components/checkout/totals-rows';
import { CheckoutLink } from './checkout-link';
import { CompanyCartNote, CompanyViewerBlock, useCompanyCart } from './company-cart-note';
import { ClearCartButton } from './clear-cart-button';
import { FreeDeliveryProgress } from './free-delivery-progress';
import { CouponForm } from '@/components/coupons/coupon-form';
import { RedeemPointsForm } from '@/components/loyalty/redeem-points-form';

/** The amounts' test ids (kept from the earlier layout where the meaning is the same). */
const VALUE_TEST_IDS: Record<TotalsLineName, string> = {
  subtotal: 'cart-list-total',
  discount: 'cart-discount',
  coupon: 'cart-coupon-discount',
  points: 'cart-points-discount',
  shipping: 'cart-shipping',
  codFee: 'cart-cod-fee',
  total: 'cart-total',
  net: 'cart-net',
  vat: 'cart-vat',
};

type Props = { cart: Cart; lang: Language; partnerId: string; /** A change is on its way: the totals are the previous answer's. */ busy: boolean };

/**
 * SPEC §2 cart totals laid out as the checkout lays out an order's, so that they add up (issue #46,
 * lib/rules/cart-summary-lines.ts): list value, partner discount, coupon, points, shipping, total, then
 * "of which net / VAT". The coupon (issue #18 item 4), loyalty points (item 5), free delivery, and the way on: checkout
 * (disabled with the reasons while the cart cannot be bought), continue shopping, clear the cart.
 * The totals are the server's; while a change is on its way they are marked busy.
 */
export function CartSummary({ cart, lang, partnerId, busy }: Props) {
  const t = useTranslations('cart');
  const { totals, quota } = cart;
  const reasons = checkoutBlockers(cart);
  // A company member (issue #50): what is left to spend and whether the order will need approval; a viewer may not order.
  const company = useCompanyCart(partnerId, totals.total);
  const viewer = company?.kind === 'cannot_order';
  const lines = cartSummaryLines(totals, cart.freeDeliveryThreshold);
  const label = (line: TotalsLine) => {
    switch (line.name) {
      case 'coupon':
        return t('coupon', { code: cart.coupon?.code ?? '' });
      case 'points':
        return t('points', { points: cart.points.applied });
      case 'subtotal':
        return t('sums.list');
      case 'discount':
        return t('sums.discount');
      case 'shipping':
        return t('sums.shipping');
      case 'net':
        return t('sums.net');
      case 'vat':
        return t('sums.vat');
      default:
        return t('total');
    }
  };
  return (
    <section className="cart-summary card" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('summary')}</h2>
      <p className="cart-summary-count">{t('items', { count: cart.itemCount })}</p>
      <TotalsRows
        lines={lines}
        label={label}
        texts={{ unknown: t('sums.shippingAtCheckout'), free: t('sums.shippingFree') }}
        valueTestId={(name) => VALUE_TEST_IDS[name]}
        className="cart-totals"
        busy={busy}
      />
      {!quota.exceeded && quota.discountedUnits > 0 && (
        <p className="cart-summary-note">{t('quotaInfo', { discountedUnits: quota.discountedUnits, remaining: quota.remaining })}</p>
      )}
      <CouponForm cart={cart} partnerId={partnerId} />
      <RedeemPointsForm cart={cart} partnerId={partnerId} />
      <FreeDeliveryProgress total={totals.total} threshold={cart.freeDeliveryThreshold} />
      <CompanyCartNote note={company} />
      <CheckoutLink href={buildPath({ lang, partnerId, path: 'checkout' })} label={t('checkout')} blocked={reasons.length > 0 || viewer} />
      {(reasons.length > 0 || viewer) && (
        <ul id="checkout-blocked" className="cart-blockers">
          {reasons.map((reason) => (
            <li key={reason}>{t(`blocked.${reason}`)}</li>
          ))}
          {viewer && <CompanyViewerBlock />}
        </ul>
      )}
      <IntentLink className="button-secondary cart-continue" href={buildPath({ lang, partnerId, path: 'products' })}>
        {t('continueShopping')}
      </IntentLink>
      <ClearCartButton partnerId={partnerId} />
    </section>
  );
}
