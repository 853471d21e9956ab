import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import type { SearchSuggestions } from '@/lib/api/search-suggestions.server';
import { EMPTY_QUERY, toSearch, type CatalogQuery } from '@/lib/catalog/search-params';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { ProductCard } from './product-card';

/**
 * A search that found nothing (issue #46, decision 0051): what was searched, a spelling hint, the
 * same words without the filters (when there are some), all products, the partner's categories
 * and its best sellers, so the page always offers a way on.
 */
export async function NoResults({ lang, partnerId, query, suggestions }: { lang: Language; partnerId: string; query: CatalogQuery & { q: string }; suggestions?: SearchSuggestions }) {
  const t = await getTranslations({ locale: lang, namespace: 'search.noResults' });
  const list = buildPath({ lang, partnerId, path: 'products' });
  const filtered = toSearch({ ...query, sort: 'Default', page: 1 }) !== toSearch({ ...EMPTY_QUERY, q: query.q });
  const { categories = [], popular = [] } = suggestions ?? {};
  return (
    <div className="no-results">
      <h2 className="no-results-title">{t('title', { query: query.q })}</h2>
      <p className="no-results-hint">{t('spelling')}</p>
      <p className="page-links no-results-links">
        {filtered && <IntentLink href={`${list}${toSearch({ ...EMPTY_QUERY, q: query.q })}`}>{t('withoutFilters', { query: query.q })}</IntentLink>}
        <IntentLink href={list}>{t('allProducts')}</IntentLink>
      </p>
      {categories.length > 0 && (
        <section className="shelf" aria-labelledby="no-results-categories">
          <h2 id="no-results-categories">{t('categories')}</h2>
          <ul className="category-tiles">
            {categories.map((category) => (
              <li key={category.value}>
                <IntentLink href={`${list}${toSearch({ ...EMPTY_QUERY, category: [category.value] })}`} className="category-tile">
                  <span className="category-tile-name">{category.label}</span>
                </IntentLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {popular.length > 0 && (
        <section className="shelf" aria-labelledby="no-results-popular">
          <h2 id="no-results-popular">{t('popular')}</h2>
          <div className="product-grid no-results-popular">
            {popular.map((product) => (
              <ProductCard key={product.id} product={product} href={buildPath({ lang, partnerId, path: `products/${product.eurl}` })} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
