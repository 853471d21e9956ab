'use client';

import { useQueries } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { loadProduct } from '@/lib/api/products';
import { parseRecentlyViewed, recentlyViewedKey, rememberViewed } from '@/lib/catalog/recently-viewed';
import { consentFromCookies } from '@/lib/consent/consent-cookie';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { ProductCard } from './product-card';

const allowed = () => consentFromCookies(document.cookie)?.preferences === true;

/**
 * The products this browser viewed before (newest first), loaded one id at a time through the
 * batch loader, which turns them into one by-ids call. Records the current product (the product
 * page; the landing page only shows them). Only with the visitor's consent to preferences
 * (decision 0094): without it the list is neither read nor written.
 */
export function RecentlyViewed({ productId, partnerId, headingLevel = 2 }: { productId?: number; partnerId: string; headingLevel?: 2 | 3 }) {
  const t = useTranslations('product');
  const lang = useLocale() as Language;
  // Read once, before this product is recorded (the page keys this component by product). The
  // server renders nothing here and neither does the first client render (nothing is loaded yet).
  const [ids] = useState<number[]>(() =>
    typeof window === 'undefined' || !allowed() ? [] : parseRecentlyViewed(localStorage.getItem(recentlyViewedKey(partnerId))).filter((id) => id !== productId),
  );

  useEffect(() => {
    if (productId === undefined || !allowed()) return; // the landing page shows them, records nothing
    const key = recentlyViewedKey(partnerId);
    localStorage.setItem(key, JSON.stringify(rememberViewed(parseRecentlyViewed(localStorage.getItem(key)), productId)));
  }, [partnerId, productId]);

  const results = useQueries({
    queries: ids.map((id) => ({ queryKey: ['product', partnerId, lang, id] as const, queryFn: () => loadProduct(id), retry: false })),
  });
  const products = results.flatMap((r) => (r.data ? [r.data] : []));
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed">
      <h2 id="recently-viewed">{t('recentlyViewed')}</h2>
      <div className="product-grid">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} href={buildPath({ lang, partnerId, path: `products/${p.eurl}` })} headingLevel={headingLevel} />
        ))}
      </div>
    </section>
  );
}
