import { productImagePath } from '@/lib/catalog/product-images';
import type { ProductDetail } from '@/lib/contract/catalog';

/** schema.org Product data for the product page (issue #4). `<` is escaped so no tag can close the script. */
export function ProductJsonLd({ product }: { product: ProductDetail }) {
  const inStock = product.variants.some((v) => v.stock > 0);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    // The uploaded pictures (issue #45), else the drawn front of each colour (the PNGs search engines index), else the stored picture.
    image: product.pictures?.length ? product.pictures.map((p) => p.src) : product.colors.length ? product.colors.map((c) => productImagePath(product.code, c, 'front')) : product.imageUrl,
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      priceCurrency: 'EUR',
      price: (product.price.gross / 100).toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
