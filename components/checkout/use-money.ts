import { useFormatter } from 'next-intl';

/** Cents as euros in the page's language (the same formatting as the catalogue's prices). */
export function useMoney(): (cents: number) => string {
  const format = useFormatter();
  return (cents: number) => format.number(cents / 100, { style: 'currency', currency: 'EUR' });
}
