import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FacetFilters } from '@/components/catalog/facet-filters';
import { Pagination } from '@/components/catalog/pagination';
import { ProductCard } from '@/components/catalog/product-card';
import { SortSelect } from '@/components/catalog/sort-select';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { getProductList, listSearchParams } from '@/lib/api/catalog.server';
import { parseCatalogSearch } from '@/lib/catalog/search-params';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = {
  params: Promise<{ lang: string; partnerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'catalog' });
  return privatePageMetadata({ title: t('title') });
}

/** The product list (SPEC §2): server-rendered first page, filters and sort in the URL. */
export default async function ProductsPage({ params, searchParams }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const query = parseCatalogSearch(await searchParams);
  const result = await getProductList(partnerId, language, listSearchParams(query).toString());
  if (result.kind === 'unauthorized') {
    return (
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/products/page">
        <CustomerGate partnerCode={partnerId} serverHasData={false} />
      </ClientMessages>
    );
  }
  const t = await getTranslations('catalog');
  const path = buildPath({ lang: language, partnerId, path: 'products' });
  const list = result.kind === 'ok' ? result.data : undefined;
  return (
    <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/products/page">
      <main id="content" className="container catalog">
        <div className="catalog-head">
          <h1>{t('title')}</h1>
          <p role="status">{t('results', { count: list?.total ?? 0 })}</p>
          <SortSelect />
        </div>
        <div className="catalog-body">
          {list && <FacetFilters facets={list.facets} />}
          <section aria-label={t('title')}>
            {!list || list.items.length === 0 ? (
              <div className="empty-state">
                <p>{t('empty')}</p>
                <p>{t('emptyHint')}</p>
              </div>
            ) : (
              <div className="product-grid">
                {list.items.map((product) => (
                  <ProductCard key={product.id} product={product} href={buildPath({ lang: language, partnerId, path: `products/${product.eurl}` })} />
                ))}
              </div>
            )}
            {list && <Pagination path={path} query={query} total={list.total} pageSize={list.pageSize} />}
          </section>
        </div>
      </main>
    </ClientMessages>
  );
}
