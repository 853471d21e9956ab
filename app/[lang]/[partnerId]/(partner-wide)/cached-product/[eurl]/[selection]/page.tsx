import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ProductView } from '@/components/catalog/product-view';
import { ClientMessages } from '@/components/layout/client-messages';
import { getPartnerProduct, getPartnerRelatedProducts } from '@/lib/api/catalog.server';
import type { Language } from '@/lib/contract/enums';
import { selectionOfSegment } from '@/lib/routing/partner-wide';
import { buildPath } from '@/lib/routing/paths';
import { movedProductPath } from '@/lib/rules/catalog/former-slugs';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string; eurl: string; selection: string }> };

/** Build-time validation only (no product is known before a customer asks for it); see the partner layout. */
export function generateStaticParams(): { eurl: string; selection: string }[] {
  return [{ eurl: '-', selection: '-' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, partnerId, eurl } = await params;
  const result = await getPartnerProduct(partnerId, lang as Language, eurl);
  return privatePageMetadata(result.kind === 'ok' ? { title: result.data.name } : {});
}

/**
 * The product page for a customer middleware has verified (issue #15, lib/routing/partner-wide.ts):
 * one page per partner, language, product and chosen variant, the same for each of the partner's
 * customers, rendered on its first request and then served from the cache until the catalogue or
 * the partner changes. Reads nothing of the request; no request can name this route itself.
 * A former slug of the product (staff changed its eurl) redirects permanently to the current one (decision 0041).
 */
export default async function CachedProductPage({ params }: Props) {
  const { lang, partnerId, eurl, selection } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const result = await getPartnerProduct(partnerId, language, eurl);
  if (result.kind !== 'ok') notFound();
  const moved = movedProductPath(eurl, result.data.eurl, (current) => buildPath({ lang: language, partnerId, path: `products/${current}` }), selectionOfSegment(selection));
  if (moved) permanentRedirect(moved);
  const related = await getPartnerRelatedProducts(partnerId, language, result.data.id);
  return (
    <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/cached-product/[eurl]/[selection]/page">
      <ProductView lang={language} partnerId={partnerId} product={result.data} related={related} selection={selectionOfSegment(selection)} />
    </ClientMessages>
  );
}
