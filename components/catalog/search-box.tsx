'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { withChanges } from '@/lib/catalog/search-params';
import { useCatalogNavigation } from './use-catalog-navigation';

/** Text search: product names in both languages, category and brand names, codes; word families (the API stems). */
export function SearchBox() {
  const t = useTranslations('catalog');
  const { query, go } = useCatalogNavigation();
  const [text, setText] = useState(query.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(withChanges(query, { q: text.trim().slice(0, 200) || undefined }));
  };
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label>
        <span className="visually-hidden">{t('search')}</span>
        <input type="search" value={text} maxLength={200} placeholder={t('search')} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className="button-secondary">
        {t('searchButton')}
      </button>
    </form>
  );
}
