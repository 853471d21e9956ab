'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { withChanges } from '@/lib/catalog/search-params';
import { useCatalogNavigation } from './catalog-query';

/**
 * Text search: product names in both languages, category and brand names, codes; word families (the
 * API stems). In the filters column on wider screens, in the list's head on a phone (`className`).
 */
export function SearchBox({ className = 'search-box' }: { className?: string }) {
  const t = useTranslations('catalog');
  const { query, go } = useCatalogNavigation();
  const [text, setText] = useState(query.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(withChanges(query, { q: text.trim().slice(0, 200) || undefined }));
  };
  return (
    <form role="search" className={className} onSubmit={submit}>
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
