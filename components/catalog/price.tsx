import { useTranslations } from 'next-intl';
import { useMoney } from '@/components/ui/use-money';
import type { ProductPrice } from '@/lib/contract/catalog';

/** A unit price: the customer's price, and the list price struck through when discounted. */
export function Price({ price }: { price: Pick<ProductPrice, 'gross' | 'listGross' | 'discounted'> }) {
  const money = useMoney();
  const t = useTranslations('catalog');
  if (!price.discounted) return <p className="price">{money(price.gross)}</p>;
  return (
    <p className="price">
      <span className="visually-hidden">{t('listPrice')}</span>
      <s className="price-list">{money(price.listGross)}</s> <span className="visually-hidden">{t('yourPrice')}</span>
      <strong className="price-final">{money(price.gross)}</strong>
    </p>
  );
}
