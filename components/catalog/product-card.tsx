import Image from 'next/image';
import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import { cardColor, productImagePath, type cardImageLoading } from '@/lib/catalog/product-images';
import { picturesForColor } from '@/lib/catalog/product-pictures';
import type { ProductCard as Card } from '@/lib/contract/catalog';
import { AvailabilityLabel } from './availability-label';
import { Price } from './price';

/** How wide a card's picture is: two cards a row on phones, about 300 px in the grids above. */
const CARD_IMAGE_SIZES = '(max-width: 520px) 50vw, (max-width: 800px) 33vw, 300px';


/**
 * A product in a list: picture, name, code, price (with the discount) and availability. The
 * picture is of the product's first colour, or of the first colour the list is filtered by: its
 * first uploaded picture, else its drawn front.
 */
export function ProductCard({
  product,
  href,
  headingLevel = 2,
  colors = [],
  imageLoading = 'lazy',
}: {
  product: Card;
  href: string;
  headingLevel?: 2 | 3;
  colors?: readonly string[];
  imageLoading?: ReturnType<typeof cardImageLoading>;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useTranslations('catalog');
  const color = cardColor(product.colors, colors);
  // An uploaded picture of that colour (else one for every colour) first, else the drawn front (issue #45 item 2).
  const picture = picturesForColor(product.pictures, color)[0];
  return (
    <article className="product-card">
      <IntentLink href={href} className="product-card-link">
        <Image
          src={picture ? picture.src : color ? productImagePath(product.code, color, 'front') : product.imageUrl}
          alt=""
          width={300}
          height={300}
          sizes={CARD_IMAGE_SIZES}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={imageLoading === 'first' ? 'high' : 'auto'}
          {...(picture ? { style: { objectFit: 'contain' as const } } : {})}
        />
        <Heading className="product-card-name">{product.name}</Heading>
      </IntentLink>
      <p className="product-card-code">{t('code', { code: product.code })}</p>
      <Price price={product.price} />
      <AvailabilityLabel status={product.availability.status} />
    </article>
  );
}
