import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProductListView } from '@/components/catalog/product-list-view';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { getProductList, listSearchParams } from '@/lib/api/catalog.server';
import { searchSuggestions } from '@/lib/api/search-suggestions.server';
import { catalogMetadata } from '@/lib/catalog/metadata';
import { parseCatalogSearch } from '@/lib/catalog/search-params';
import type { Language } from '@/lib/contract/enums';

type Props = {
  params: Promise<{ lang: string; partnerId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogMetadata((await params).lang as Language);
}

/**
 * The product list (SPEC §2) rendered per request, as the customer: for whoever middleware could
 * not send to the cached list (app/…/cached-products): an access token to refresh first, or a
 * remote API. Server-rendered first page, filters and sort in the URL.
 */
export default async function ProductsPage({ params, searchParams }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const query = parseCatalogSearch(await searchParams);
  const result = await getProductList(partnerId, language, listSearchParams(query).toString());
  const suggestions = result.kind === 'ok' && result.data.total === 0 && query.q ? await searchSuggestions((search) => getProductList(partnerId, language, search)) : undefined;
  return (
    <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/products/page">
      {result.kind === 'unauthorized' ? (
        <CustomerGate partnerCode={partnerId} serverHasData={false} />
      ) : (
        <ProductListView lang={language} partnerId={partnerId} query={query} list={result.kind === 'ok' ? result.data : undefined} suggestions={suggestions} />
      )}
    </ClientMessages>
  );
}
