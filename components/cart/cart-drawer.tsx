'use client';

import Image from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import { useLocale, useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { useModal } from '@/components/ui/use-modal';
import { useMoney } from '@/components/ui/use-money';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { checkoutBlockers } from '@/lib/rules/cart-checkout';
import { useCart } from './use-cart';

export const CART_DRAWER = 'cart-drawer';

/**
 * What "Add to cart" opens (issue #16 item 10): a drawer with the line just added (as the server
 * has it now), the cart's total, and the way on: checkout (or why not yet), the cart, or back to
 * shopping. A modal dialog: Escape, the close button or the backdrop closes it; `onClose` puts
 * the focus back on "Add to cart".
 */
export function CartDrawer({ partnerId, variantId, onClose }: { partnerId: string; variantId: number | undefined; onClose?: () => void }) {
  const t = useTranslations('cartDrawer');
  const tp = useTranslations('product');
  const tc = useTranslations('cart');
  const tn = useTranslations('catalog');
  const lang = useLocale() as Language;
  const money = useMoney();
  const { close } = useModal(CART_DRAWER);
  const cart = useCart(partnerId).data;
  const line = cart?.lines.find((l) => l.variantId === variantId);
  const blockers = cart ? checkoutBlockers(cart) : [];
  return (
    <Modal name={CART_DRAWER} title={tp('added')} variant="drawer" onClose={onClose}>
      {line && (
        <div className="drawer-line">
          <Image src={line.picture} alt="" width={80} height={80} />
          <div>
            <p className="drawer-line-name">{line.name}</p>
            <p className="drawer-line-meta">
              {tc('colorValue', { color: tn(`colorNames.${line.color}`) })}
              {line.size && ` · ${tc('sizeValue', { size: line.size })}`}
            </p>
            <p className="drawer-line-meta">{t('inCart', { count: line.quantity })}</p>
          </div>
          <p className="drawer-line-total">{money(line.total.gross)}</p>
        </div>
      )}
      {cart && (
        <p className="drawer-total">
          <span>{t('total', { count: cart.itemCount })}</span>
          <strong data-testid="drawer-total">{money(cart.totals.total)}</strong>
        </p>
      )}
      {blockers.length > 0 && (
        <ul className="cart-blockers">
          {blockers.map((reason) => (
            <li key={reason}>{tc(`blocked.${reason}`)}</li>
          ))}
        </ul>
      )}
      <div className="drawer-actions">
        {blockers.length === 0 && (
          <IntentLink className="button-primary" href={buildPath({ lang, partnerId, path: 'checkout' })} onClick={close}>
            {tc('checkout')}
          </IntentLink>
        )}
        <IntentLink className={blockers.length === 0 ? 'button-secondary' : 'button-primary'} href={buildPath({ lang, partnerId, path: 'cart' })} onClick={close}>
          {t('viewCart')}
        </IntentLink>
        <button type="button" className="button-link" onClick={close}>
          {tc('continueShopping')}
        </button>
      </div>
    </Modal>
  );
}
