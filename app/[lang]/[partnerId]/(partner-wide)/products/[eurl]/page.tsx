import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Price } from '@/components/catalog/price';
import { ProductCard } from '@/components/catalog/product-card';
import { ProductJsonLd } from '@/components/catalog/product-json-ld';
import { RecentlyViewed } from '@/components/catalog/recently-viewed';
import { VariantPicker } from '@/components/catalog/variant-picker';
import { ClientMessages } from '@/components/layout/client-messages';
import { CustomerGate } from '@/components/layout/customer-gate';
import { RichText } from '@/components/ui/rich-text';
import { getProductByUrl, getRelatedProducts } from '@/lib/api/catalog.server';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
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

/** The product page (SPEC §2): code, colours, sizes, description, technical details, add to cart. */
export default async function ProductPage({ params, searchParams }: Props) {
  const { lang, partnerId, eurl } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const result = await getProductByUrl(partnerId, language, eurl);
  if (result.kind === 'unauthorized') {
    return (
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/products/[eurl]/page">
        <CustomerGate partnerCode={partnerId} serverHasData={false} />
      </ClientMessages>
    );
  }
  if (result.kind === 'not-found') notFound();
  const product = result.data;
  const [t, tc, query, related] = await Promise.all([
    getTranslations('product'),
    getTranslations('catalog'),
    searchParams,
    getRelatedProducts(partnerId, language, product.id),
  ]);
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  return (
    <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/products/[eurl]/page">
      <main id="content" className="container product-page">
        <ProductJsonLd product={product} />
        <div className="product-main">
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVGs */}
          <img src={product.imageUrl} alt={product.name} width={600} height={600} className="product-image" />
          <div>
            <h1>{product.name}</h1>
            <p className="product-card-code">{tc('code', { code: product.code })}</p>
            <p>{t('brand', { brand: product.brand.name })}</p>
            <Price price={product.price} />
            <VariantPicker product={product} partnerId={partnerId} initialColor={first(query.color)} initialSize={first(query.size)} />
          </div>
        </div>
        <section aria-labelledby="description">
          <h2 id="description">{t('description')}</h2>
          <RichText html={product.description} />
        </section>
        <section aria-labelledby="technical">
          <h2 id="technical">{t('technical')}</h2>
          <RichText html={product.technical} />
        </section>
        {related.length > 0 && (
          <section aria-labelledby="related">
            <h2 id="related">{t('related')}</h2>
            <div className="product-grid">
              {related.map((p) => (
                <ProductCard key={p.id} product={p} href={buildPath({ lang: language, partnerId, path: `products/${p.eurl}` })} />
              ))}
            </div>
          </section>
        )}
        <RecentlyViewed key={product.id} productId={product.id} partnerId={partnerId} />
      </main>
    </ClientMessages>
  );
}
