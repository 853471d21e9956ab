import { useTranslations } from 'next-intl';
import type { CartQuota } from '@/lib/contract/cart';

/**
 * SPEC §8's quota message, for a cart whose discounted units are more than the customer may still
 * buy this period (DESIGN §5): it cannot be checked out until it fits.
 */
export function QuotaAlert({ quota }: { quota: CartQuota }) {
  const t = useTranslations('cart.quota');
  return (
    <div className="form-alert form-alert-error quota-alert" role="alert">
      <p className="quota-alert-title">{t('title')}</p>
      <p>{t('cannotPurchase')}</p>
      <p>{t('details', { discountedUnits: quota.discountedUnits, remaining: quota.remaining, limit: quota.limit })}</p>
    </div>
  );
}
