'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import { shippingCostFor } from '@/lib/checkout/summary';
import type { CartTotals } from '@/lib/contract/cart';
import type { CheckoutOptions } from '@/lib/contract/checkout';
import { ChoiceGroup } from './choice-group';
import { useMoney } from '@/components/ui/use-money';

/** "1–3" working days, or "1" (the message picks singular or plural by `max`). */
const deliveryTime = ({ min, max }: { min: number; max: number }) => ({ max, range: min === max ? String(max) : `${min}–${max}` });

/** Shipping options (`GET /Checkout/Options`) with what each costs for this cart, how soon it arrives, and "free over" the threshold. */
export function ShippingOptions({ options, cart }: { options: CheckoutOptions; cart: CartTotals }) {
  const t = useTranslations('checkout.shipping');
  const money = useMoney();
  const { register, formState } = useFormContext<CheckoutValues>();
  return (
    <ChoiceGroup legend={t('legend')} error={formState.errors.shippingMethod}>
      {options.shipping.map((option) => {
        const cost = shippingCostFor(option.method, cart, options);
        return (
          <label key={option.method} className="choice choice-card">
            <input type="radio" value={option.method} {...register('shippingMethod')} />
            <span>
              <strong>{t(option.method)}</strong> <span className="choice-price">{cost === 0 ? t('free') : money(cost)}</span>
              <span className="choice-detail">{t(option.method === 'store_pickup' ? 'readyIn' : 'deliveryIn', deliveryTime(option.deliveryDays))}</span>
              {option.freeFrom !== null && cost > 0 && <span className="choice-detail">{t('freeOver', { amount: money(option.freeFrom) })}</span>}
            </span>
          </label>
        );
      })}
    </ChoiceGroup>
  );
}
