'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import { shippingQuoteFor } from '@/lib/checkout/summary';
import type { CartTotals } from '@/lib/contract/cart';
import type { CheckoutOptions } from '@/lib/contract/checkout';
import type { ShippingMethod } from '@/lib/rules/checkout-options';
import type { Parcel } from '@/lib/rules/shipping-cost';
import { formatKilograms } from '@/lib/i18n/weight';
import { ChoiceGroup } from './choice-group';
import { useMoney } from '@/components/ui/use-money';

/** "1–3" working days, or "1" (the message picks singular or plural by `max`). */
const deliveryTime = ({ min, max }: { min: number; max: number }) => ({ max, range: min === max ? String(max) : `${min}–${max}` });

type Props = { options: CheckoutOptions; cart: CartTotals; parcels: Record<ShippingMethod, Parcel>; lang: string };

/**
 * Shipping options (`GET /Checkout/Options`) with what each costs for this cart's parcel — its
 * weight, to where the method takes it (decision 0088) — how soon it arrives, and "free over" the
 * threshold; the island price and a carrier's surcharge are named, and a method that cannot take
 * the parcel (Box Now over 20 kg) is shown and cannot be chosen.
 */
export function ShippingOptions({ options, cart, parcels, lang }: Props) {
  const t = useTranslations('checkout.shipping');
  const money = useMoney();
  const { register, formState } = useFormContext<CheckoutValues>();
  return (
    <ChoiceGroup legend={t('legend')} error={formState.errors.shippingMethod}>
      {options.shipping.map((option) => {
        const parcel = parcels[option.method];
        const quote = shippingQuoteFor(option.method, cart, options, parcel);
        const kg = formatKilograms(parcel.grams, lang);
        return (
          <label key={option.method} className="choice choice-card" data-unavailable={quote.available ? undefined : ''}>
            <input type="radio" value={option.method} disabled={!quote.available} {...register('shippingMethod')} />
            <span>
              <strong>{t(option.method)}</strong>{' '}
              {quote.available && <span className="choice-price">{quote.cents === 0 ? t('free') : money(quote.cents)}</span>}
              {!quote.available && <span className="choice-detail">{t('tooHeavy', { kg })}</span>}
              {quote.available && <span className="choice-detail">{t(option.method === 'store_pickup' ? 'readyIn' : 'deliveryIn', deliveryTime(option.deliveryDays))}</span>}
              {quote.available && option.method !== 'store_pickup' && parcel.grams > 0 && (
                <span className="choice-detail">{t(parcel.zone === 'islands' ? 'parcelIslands' : 'parcel', { kg })}</span>
              )}
              {quote.surcharge && <span className="choice-detail">{t(`surcharge.${quote.surcharge}`, { amount: money(quote.surchargeCents) })}</span>}
              {option.freeFrom !== null && quote.available && quote.cents > quote.surchargeCents && <span className="choice-detail">{t('freeOver', { amount: money(option.freeFrom) })}</span>}
            </span>
          </label>
        );
      })}
    </ChoiceGroup>
  );
}
