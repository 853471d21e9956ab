'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { withChanges } from '@/lib/catalog/search-params';
import { useCatalogNavigation } from './catalog-query';

const toEuros = (value: string) => (/^\d{1,6}$/.test(value.trim()) ? Number(value.trim()) : undefined);

/** Price Range (SPEC §2): minimum and maximum in whole euros; swapped bounds are put in order. */
export function PriceRangeFilter({ bounds }: { bounds: { min: number | null; max: number | null } }) {
  const t = useTranslations('catalog');
  const { query, go } = useCatalogNavigation();
  const [min, setMin] = useState(query.priceMin?.toString() ?? '');
  const [max, setMax] = useState(query.priceMax?.toString() ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    let [low, high] = [toEuros(min), toEuros(max)];
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    go(withChanges(query, { priceMin: low, priceMax: high }));
  };
  const placeholder = (cents: number | null, round: 'floor' | 'ceil') => (cents === null ? undefined : String(Math[round](cents / 100)));
  return (
    <form className="facet price-range" onSubmit={submit}>
      <fieldset>
        <legend>{t('priceRange')}</legend>
        <label>
          {t('priceMin')}
          <input inputMode="numeric" pattern="[0-9]*" value={min} placeholder={placeholder(bounds.min, 'floor')} onChange={(e) => setMin(e.target.value)} />
        </label>
        <label>
          {t('priceMax')}
          <input inputMode="numeric" pattern="[0-9]*" value={max} placeholder={placeholder(bounds.max, 'ceil')} onChange={(e) => setMax(e.target.value)} />
        </label>
        <button type="submit" className="button-secondary">
          {t('apply')}
        </button>
      </fieldset>
    </form>
  );
}
