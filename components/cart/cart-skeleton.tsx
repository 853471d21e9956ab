import { useTranslations } from 'next-intl';
import { CartActionBarPlaceholder } from './cart-action-bar';

/** Placeholders in the cart's shape while it loads (the server render and the first fetch), the phone's bar included. */
export function CartSkeleton() {
  const t = useTranslations('common');
  return (
    <>
      <div className="cart-layout" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('loading')}
        </span>
        <div className="cart-lines" aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="cart-line">
              <div className="skeleton cart-line-image" />
              <div className="cart-line-info">
                <div className="skeleton skeleton-line" />
                <div className="skeleton skeleton-line short" />
              </div>
            </div>
          ))}
        </div>
        <div className="cart-summary card" aria-hidden="true">
          <div className="skeleton skeleton-title" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      </div>
      <CartActionBarPlaceholder />
    </>
  );
}
