import { getTranslations } from 'next-intl/server';
import type { SearchSuggestions } from '@/lib/api/search-suggestions.server';
import type { CatalogQuery } from '@/lib/catalog/search-params';
import type { ProductList } from '@/lib/contract/catalog';
import type { Language } from '@/lib/contract/enums';
import { cardImageLoading } from '@/lib/catalog/product-images';
import { buildPath } from '@/lib/routing/paths';
import { CatalogQueryProvider } from './catalog-query';
import { FacetFilters } from './facet-filters';
import { FiltersDrawer } from './filters-drawer';
import { NoResults } from './no-results';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

/**
 * The product list (SPEC §2) for one state of its URL: heading and count, sort, filters, the
 * first page of products, page links. On a phone the filters are in a drawer, so the products
 * start above the fold (issue #16 item 2). Rendered per request (app/…/products) or once per state and
 * kept (app/…/cached-products, issue #15): it reads nothing of the request.
 */
export async function ProductListView({
  lang,
  partnerId,
  query,
  list,
  suggestions,
}: {
  lang: Language;
  partnerId: string;
  query: CatalogQuery;
  list?: ProductList;
  /** The ways on from a search that found nothing (no-results.tsx). */
  suggestions?: SearchSuggestions;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'catalog' });
  const path = buildPath({ lang, partnerId, path: 'products' });
  return (
    <CatalogQueryProvider query={query}>
      <main id="content" className="container catalog">
        <div className="catalog-head">
          <h1>{t('title')}</h1>
          <p role="status">{t('results', { count: list?.total ?? 0 })}</p>
          {/* On a phone: the search and the filters' drawer here; wider, both are in the column. */}
          <SearchBox key={query.q ?? ''} className="search-box catalog-search" />
          {list && <FiltersDrawer facets={list.facets} showResults={t('showResults', { count: list.total })} />}
          <SortSelect />
        </div>
        <div className="catalog-body">
          {list && <FacetFilters facets={list.facets} />}
          <section aria-label={t('title')}>
            {list && list.items.length === 0 && query.q ? (
              <NoResults lang={lang} partnerId={partnerId} query={{ ...query, q: query.q }} suggestions={suggestions} />
            ) : !list || list.items.length === 0 ? (
              <div className="empty-state">
                <p>{t('empty')}</p>
                <p>{t('emptyHint')}</p>
              </div>
            ) : (
              <div className="product-grid">
                {list.items.map((product, index) => (
                  <ProductCard
                    key={product.id}
                    product={product}
                    colors={query.color}
                    href={buildPath({ lang, partnerId, path: `products/${product.eurl}` })}
                    imageLoading={cardImageLoading(index)}
                  />
                ))}
              </div>
            )}
            {list && <Pagination path={path} query={query} total={list.total} pageSize={list.pageSize} />}
          </section>
        </div>
      </main>
    </CatalogQueryProvider>
  );
}
