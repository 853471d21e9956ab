'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import type { Address } from '@/lib/contract/addresses';
import type { CartTotals } from '@/lib/contract/cart';
import type { CheckoutOptions } from '@/lib/contract/checkout';
import type { ShippingMethod } from '@/lib/rules/checkout-options';
import type { Parcel } from '@/lib/rules/shipping-cost';
import { useMessage } from '@/components/forms/use-message';
import { LockerPicker } from './locker-picker';
import { ShipToSection } from './ship-to-section';
import { ShippingOptions } from './shipping-options';
import { StorePicker } from './store-picker';

type Props = { partnerId: string; lang: string; options: CheckoutOptions; cart: CartTotals; parcels: Record<ShippingMethod, Parcel>; addresses: readonly Address[] };

/** Step 2: how to ship (courier to an address, store pickup at a store, Box Now at a locker), and comments. */
export function ShippingStep({ partnerId, lang, options, cart, parcels, addresses }: Props) {
  const t = useTranslations('checkout');
  const message = useMessage();
  const { register, formState, control } = useFormContext<CheckoutValues>();
  const method = useWatch({ control, name: 'shippingMethod' });
  const commentsError = message(formState.errors.comments?.message);
  return (
    <>
      <ShippingOptions options={options} cart={cart} parcels={parcels} lang={lang} />
      {method === 'courier' && <ShipToSection addresses={addresses} companyAddresses={options.company?.mayPlaceOrders ? options.company.addresses : []} />}
      {method === 'store_pickup' && <StorePicker stores={options.stores} />}
      {method === 'boxnow' && <LockerPicker partnerId={partnerId} />}
      <div className="field">
        <label htmlFor="checkout-comments">{t('comments')}</label>
        <textarea id="checkout-comments" rows={3} {...register('comments')} aria-invalid={commentsError ? true : undefined} aria-describedby={commentsError ? 'checkout-comments-error' : undefined} />
        {commentsError && (
          <p id="checkout-comments-error" className="field-error">
            {commentsError}
          </p>
        )}
      </div>
    </>
  );
}
