import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import { RecentlyViewed } from '@/components/catalog/recently-viewed';
import { getPartnerProductList } from '@/lib/api/catalog.server';
import { EMPTY_QUERY, toSearchParams, type CatalogQuery, type CatalogSort } from '@/lib/catalog/search-params';
import type { ProductList } from '@/lib/contract/catalog';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { ProductShelf } from './product-shelf';

/** Products per shelf: one row of four at desktop, two rows of two on a phone. */
const SHELF_SIZE = 4;

const SHELVES = [
  { key: 'bestsellers', sort: 'Bestseller' },
  { key: 'discounts', sort: 'DiscountDescending' },
  { key: 'newArrivals', sort: 'CreateDateDescending' },
] as const satisfies readonly { key: string; sort: CatalogSort }[];

/**
 * What sells on the landing page (issue #16 item 5): best sellers, the biggest discounts, new
 * arrivals and the categories, each with its way into the list (the same order or filter there),
 * then what this browser viewed before. The partner's catalogue read partner-wide and cached with
 * it (`getPartnerProductList`): only the cached-home route renders this, for a customer middleware
 * has verified.
 */
export async function Merchandising({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'landing.shelves' });
  const listHref = (query: Partial<CatalogQuery>) => {
    const search = toSearchParams({ ...EMPTY_QUERY, ...query }).toString();
    return `${buildPath({ lang, partnerId, path: 'products' })}${search ? `?${search}` : ''}`;
  };
  const read = async (params: Record<string, string>): Promise<ProductList | undefined> => {
    const result = await getPartnerProductList(partnerId, lang, new URLSearchParams(params).toString());
    return result.kind === 'ok' ? result.data : undefined;
  };
  // The shelves show what can be bought now; the tiles count the whole category, as its list does.
  const [whole, ...lists] = await Promise.all([
    read({ pageSize: '1' }),
    ...SHELVES.map(({ sort }) => read({ sort, pageSize: String(SHELF_SIZE), status: 'Available' })),
  ]);
  const categories = whole?.facets.categories ?? [];
  return (
    <>
      {SHELVES.map(({ key, sort }, index) => (
        <ProductShelf
          key={key}
          id={`shelf-${key}`}
          title={t(key)}
          seeAll={t('seeAll', { name: t(key) })}
          listHref={listHref({ sort, status: ['Available'] })}
          products={(lists[index]?.items ?? []).filter((p) => key !== 'discounts' || p.price.discounted)}
          lang={lang}
          partnerId={partnerId}
        />
      ))}
      {categories.length > 0 && (
        <section className="shelf" aria-labelledby="shelf-categories">
          <h2 id="shelf-categories">{t('categories')}</h2>
          <ul className="category-tiles">
            {categories.map((category) => (
              <li key={category.value}>
                <IntentLink href={listHref({ category: [category.value] })} className="category-tile">
                  <span className="category-tile-name">{category.label}</span>
                  <span className="category-tile-count">{t('productCount', { count: category.count })}</span>
                </IntentLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      <RecentlyViewed partnerId={partnerId} headingLevel={3} />
    </>
  );
}
