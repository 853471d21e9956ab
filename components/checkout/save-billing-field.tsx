'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import type { Address } from '@/lib/contract/addresses';
import { findSameAddress } from '@/lib/rules/address-match';

/**
 * "Save this address" under the billing address (issue #46), ticked from the start: the order
 * keeps the address in the address book as the default, so the next checkout starts from it with
 * nothing to type. Not shown while the billing address is one the book already holds (the order
 * then only makes it the default again, unless the customer unticked it before).
 */
export function SaveBillingField({ addresses }: { addresses: readonly Address[] }) {
  const t = useTranslations('checkout.remember');
  const { register, control } = useFormContext<CheckoutValues>();
  const billing = useWatch({ control, name: 'billing' });
  if (findSameAddress(addresses, billing)) return null;
  return (
    <div className="save-address">
      <label className="choice">
        <input type="checkbox" aria-describedby="checkout-save-billing-hint" {...register('saveBilling')} />
        {t('save')}
      </label>
      <p id="checkout-save-billing-hint" className="field-hint">
        {t('hint')}
      </p>
    </div>
  );
}
