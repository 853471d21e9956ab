'use client';

import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import { AddressInputs } from './address-inputs';

/** SPEC §3's address fields in the checkout form (billing or a new shipping address), under their legend, and what follows them in the fieldset. */
export function AddressFields({ prefix, legend, children }: { prefix: 'billing' | 'shippingAddress'; legend: string; children?: ReactNode }) {
  const { register, formState } = useFormContext<CheckoutValues>();
  return (
    <fieldset className="address-fields">
      <legend>{legend}</legend>
      <AddressInputs field={(name) => register(`${prefix}.${name}`)} errors={formState.errors[prefix]} auto={prefix === 'billing' ? 'billing' : 'shipping'} />
      {children}
    </fieldset>
  );
}
