'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CheckoutValues } from '@/lib/checkout/form-values';
import { ChoiceGroup } from './choice-group';
import { LOCKER_QUERY_MIN, useLockerSearch } from './use-checkout';
import { useDebouncedValue } from './use-debounced-value';

/** Box Now: find a locker by postal code or area (`GET /Checkout/Lockers?q=`, debounced) and choose one. */
export function LockerPicker({ partnerId }: { partnerId: string }) {
  const t = useTranslations('checkout.locker');
  const id = useId();
  const { register, formState, setValue, control } = useFormContext<CheckoutValues>();
  const chosen = useWatch({ control, name: 'locker' });
  const lockerId = useWatch({ control, name: 'lockerId' });
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 300);
  const search = useLockerSearch(partnerId, debounced);
  const items = debounced.trim().length >= LOCKER_QUERY_MIN ? (search.data?.items ?? []) : [];
  const status =
    query.trim().length < LOCKER_QUERY_MIN ? t('hint') : search.isFetching || query !== debounced ? t('searching') : search.isError ? t('failed') : t('results', { count: items.length });
  const registration = register('lockerId', {
    onChange: (event: { target: { value: string } }) => setValue('locker', items.find((l) => l.id === event.target.value) ?? null),
  });
  return (
    <ChoiceGroup legend={t('legend')} error={formState.errors.lockerId} className="nested-fields">
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('search')}</label>
        <input id={`${id}-q`} type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="postal-code" />
        <p className="field-hint" role="status">
          {status}
        </p>
      </div>
      {items.map((locker) => (
        <label key={locker.id} className="choice choice-card">
          <input type="radio" value={locker.id} {...registration} />
          <span>
            <strong>{locker.name}</strong>
            <span className="choice-detail">
              {locker.address}, {locker.area}, {locker.postalCode} {locker.city}
            </span>
          </span>
        </label>
      ))}
      {chosen && lockerId === chosen.id && (
        <p className="chosen" data-testid="chosen-locker">
          {t('chosen', { name: chosen.name, address: `${chosen.address}, ${chosen.postalCode} ${chosen.city}` })}
        </p>
      )}
    </ChoiceGroup>
  );
}
