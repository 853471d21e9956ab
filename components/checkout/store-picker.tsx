'use client';

import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import type { Store } from '@/lib/contract/checkout';
import { ChoiceGroup } from './choice-group';

/** Store pickup: which store (SPEC §5 "select store" when none is chosen). */
export function StorePicker({ stores }: { stores: readonly Store[] }) {
  const t = useTranslations('checkout.store');
  const { register, formState } = useFormContext<CheckoutValues>();
  return (
    <ChoiceGroup legend={t('legend')} error={formState.errors.storeId} className="nested-fields">
      {stores.map((store) => (
        <label key={store.id} className="choice choice-card">
          <input type="radio" value={String(store.id)} {...register('storeId')} />
          <span>
            <strong>{store.name}</strong>
            <span className="choice-detail">
              {store.address}, {store.postalCode} {store.city}
            </span>
            <span className="choice-detail">{t('hours', { hours: store.hours })}</span>
          </span>
        </label>
      ))}
    </ChoiceGroup>
  );
}
