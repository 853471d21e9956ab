import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProductView } from '@/components/catalog/product-view';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { getProductByUrl, getRelatedProducts } from '@/lib/api/catalog.server';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { movedProductPath } from '@/lib/rules/catalog/former-slugs';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = {
  params: Promise<{ lang: string; partnerId: string; eurl: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, partnerId, eurl } = await params;
  const result = await getProductByUrl(partnerId, lang as Language, eurl);
  return privatePageMetadata(result.kind === 'ok' ? { title: result.data.name } : {});
}

/**
 * The product page rendered per request, as the customer: for whoever middleware could not send
 * to the cached page (app/…/cached-product): an access token to refresh first, or a remote API.
 * A former slug of the product (staff changed its eurl) redirects permanently to the current one (decision 0041).
 */
export default async function ProductPage({ params, searchParams }: Props) {
  const { lang, partnerId, eurl } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const result = await getProductByUrl(partnerId, language, eurl);
  if (result.kind === 'not-found') notFound();
  if (result.kind === 'unauthorized') {
    return (
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/products/[eurl]/page">
        <CustomerGate partnerCode={partnerId} serverHasData={false} />
      </ClientMessages>
    );
  }
  const [query, related] = await Promise.all([searchParams, getRelatedProducts(partnerId, language, result.data.id)]);
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const moved = movedProductPath(eurl, result.data.eurl, (current) => buildPath({ lang: language, partnerId, path: `products/${current}` }), { color: first(query.color), size: first(query.size) });
  if (moved) permanentRedirect(moved);
  return (
    <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/products/[eurl]/page">
      <ProductView lang={language} partnerId={partnerId} product={result.data} related={related} selection={{ color: first(query.color), size: first(query.size) }} />
    </ClientMessages>
  );
}
