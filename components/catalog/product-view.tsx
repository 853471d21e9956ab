import { getTranslations } from 'next-intl/server';
import type { ProductCard as Card, ProductDetail } from '@/lib/contract/catalog';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import type { VariantSelection } from '@/lib/routing/partner-wide';
import { RichText } from '@/components/ui/rich-text';
import { initialChosenColor } from '@/lib/catalog/chosen-color';
import { shopConfig } from '@/lib/config/shop-config.server';
import { preselectedVariant } from '@/lib/rules/catalog/preselected-variant';
import { dayRangeText, deliveryEstimate } from '@/lib/rules/delivery-estimate';
import { ChosenColorProvider } from './chosen-color';
import { Price } from './price';
import { ProductGallery } from './product-gallery';
import { ProductCard } from './product-card';
import { ProductJsonLd } from './product-json-ld';
import { RecentlyViewed } from './recently-viewed';
import { VariantPicker } from './variant-picker';
import { BundleParts } from '@/components/product-kinds/bundle-parts';
import { GroupedMembers } from '@/components/product-kinds/grouped-members';

/**
 * The product page (SPEC §2): code, colours, sizes, description, technical details, add to cart,
 * related products. Rendered per request (app/…/products/[eurl]) or once per product and chosen
 * variant and kept (app/…/cached-product, issue #15): it reads nothing of the request.
 */
export async function ProductView(props: { lang: Language; partnerId: string; product: ProductDetail; related: Card[]; selection: VariantSelection }) {
  const { lang, partnerId, product, related, selection } = props;
  const [t, tc, tk, tp] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'product' }),
    getTranslations({ locale: lang, namespace: 'catalog' }),
    getTranslations({ locale: lang, namespace: 'productKinds' }),
    getTranslations({ locale: lang, namespace: 'productPage' }),
  ]);
  // Opens with a variant that can be sold chosen, unless the URL names one (issue #46).
  const choice = product.kind === 'Grouped' ? selection : preselectedVariant(product.variants, product.sizeKind !== 'None', selection);
  const estimate = deliveryEstimate(product.availability, shopConfig().delivery);
  return (
    <main id="content" className="container product-page">
      <ProductJsonLd product={product} />
      {/* The gallery shows the colour chosen in the picker (the URL's from the first paint). */}
      <ChosenColorProvider initial={initialChosenColor(product.colors, choice.color)}>
        <div className="product-main">
          <ProductGallery code={product.code} name={product.name} colors={product.colors} fallbackUrl={product.imageUrl} pictures={product.pictures} />
          <div>
            <h1>{product.name}</h1>
            <p className="product-card-code">{tc('code', { code: product.code })}</p>
            <p>{t('brand', { brand: product.brand.name })}</p>
            <div className="price-row">
              <Price price={product.price} />
              {estimate && (
                <p className="delivery-estimate">
                  {estimate.max === null ? tp('deliveryFrom', { min: estimate.min }) : tp('deliveryEstimate', dayRangeText({ min: estimate.min, max: estimate.max }))}
                </p>
              )}
            </div>
            {/* SPEC's product kinds (issue #45): a grouped product's members are picked and added together. */}
            {product.kind === 'Grouped' ? (
              <GroupedMembers groupId={product.id} memberIds={product.memberIds ?? []} partnerId={partnerId} />
            ) : (
              <VariantPicker product={product} partnerId={partnerId} initialColor={choice.color} initialSize={choice.size} />
            )}
            {product.kind === 'GiftCard' && <p className="gift-card-note">{tk('giftCardNote')}</p>}
            {product.kind === 'Bundle' && product.parts && <BundleParts parts={product.parts} lang={lang} partnerId={partnerId} />}
          </div>
        </div>
      </ChosenColorProvider>
      <section aria-labelledby="description">
        <h2 id="description">{t('description')}</h2>
        <RichText html={product.description} lang={lang} />
      </section>
      <section aria-labelledby="technical">
        <h2 id="technical">{t('technical')}</h2>
        <RichText html={product.technical} lang={lang} />
      </section>
      {related.length > 0 && (
        <section aria-labelledby="related">
          <h2 id="related">{t('related')}</h2>
          <div className="product-grid">
            {related.map((p) => (
              <ProductCard key={p.id} product={p} href={buildPath({ lang, partnerId, path: `products/${p.eurl}` })} />
            ))}
          </div>
        </section>
      )}
      <RecentlyViewed key={product.id} productId={product.id} partnerId={partnerId} />
    </main>
  );
}
