import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProductListView } from '@/components/catalog/product-list-view';
import { ClientMessages } from '@/components/layout/client-messages';
import { getPartnerProductList, listSearchParams } from '@/lib/api/catalog.server';
import { searchSuggestions } from '@/lib/api/search-suggestions.server';
import { catalogMetadata } from '@/lib/catalog/metadata';
import type { Language } from '@/lib/contract/enums';
import { listQueryOfSegment } from '@/lib/routing/partner-wide';

type Props = { params: Promise<{ lang: string; partnerId: string; query: string }> };

/** Build-time validation only (no state is known before a customer asks for it); see the partner layout. */
export function generateStaticParams(): { query: string }[] {
  return [{ query: '-' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogMetadata((await params).lang as Language);
}

/**
 * The product list for a customer middleware has verified (issue #15, lib/routing/partner-wide.ts):
 * the partner's list in one state, the same for each of its customers, rendered on its first
 * request and then served from the cache until the catalogue or the partner changes (its data's
 * cache tags). Reads nothing of the request; no request can name this route itself.
 */
export default async function CachedProductsPage({ params }: Props) {
  const { lang, partnerId, query: segment } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const query = listQueryOfSegment(segment);
  const result = await getPartnerProductList(partnerId, language, listSearchParams(query).toString());
  const suggestions = result.kind === 'ok' && result.data.total === 0 && query.q ? await searchSuggestions((search) => getPartnerProductList(partnerId, language, search)) : undefined;
  return (
    <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/cached-products/[query]/page">
      <ProductListView lang={language} partnerId={partnerId} query={query} list={result.kind === 'ok' ? result.data : undefined} suggestions={suggestions} />
    </ClientMessages>
  );
}
