'use client';

import { useTranslations } from 'next-intl';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import type { CheckoutValues } from '@/lib/checkout/form-values';

/**
 * The company buyer's purchase-order number (issue #50 item 5): required with payment on account,
 * optional on any other company order; printed on the order, its mail and the company statement.
 * Kept in the checkout's draft like every field, so a refusal loses nothing typed.
 */
export function PurchaseOrderField() {
  const t = useTranslations('company.checkout');
  const { register, formState, control } = useFormContext<CheckoutValues>();
  const method = useWatch({ control, name: 'paymentMethod' });
  const required = method === 'on_account';
  return (
    <TextField
      label={required ? t('poRequired') : t('poOptional')}
      autoComplete="off"
      maxLength={40}
      aria-required={required || undefined}
      registration={register('purchaseOrderNumber')}
      error={formState.errors.purchaseOrderNumber}
      hint={t('poHint')}
    />
  );
}
