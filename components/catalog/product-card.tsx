import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ProductCard as Card } from '@/lib/contract/catalog';
import { AvailabilityLabel } from './availability-label';
import { Price } from './price';

/** A product in a list: picture, name, code, price (with the discount) and availability. */
export function ProductCard({ product, href, headingLevel = 2 }: { product: Card; href: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('catalog');
  return (
    <article className="product-card">
      <Link href={href} className="product-card-link">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVGs: nothing for the image optimiser to do */}
        <img src={product.imageUrl} alt="" width={300} height={300} loading="lazy" decoding="async" />
        <Heading className="product-card-name">{product.name}</Heading>
      </Link>
      <p className="product-card-code">{t('code', { code: product.code })}</p>
      <Price price={product.price} />
      <AvailabilityLabel status={product.availability.status} />
    </article>
  );
}
