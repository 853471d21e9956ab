'use client';

import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/use-money';
import { freeDelivery } from '@/lib/rules/free-delivery';

/** How far the cart is from free delivery (SPEC §9), or that it ships free. Amounts in cents. */
export function FreeDeliveryProgress({ total, threshold }: { total: number; threshold: number }) {
  const t = useTranslations('cart');
  const money = useMoney();
  const state = freeDelivery(total, threshold);
  return (
    <div className={`free-delivery${state.reached ? ' free-delivery-reached' : ''}`}>
      <p data-testid="free-delivery">{state.reached ? t('freeDeliveryReached') : t('freeDeliveryMissing', { amount: money(state.missing) })}</p>
      <progress max={100} value={Math.round(state.share * 100)} aria-label={t('freeDeliveryProgress')} />
    </div>
  );
}
