import { useFormatter } from 'next-intl';

/** Formats integer cents as euros in the page's language (server and client components alike). */
export function useMoney(): (cents: number) => string {
  const format = useFormatter();
  return (cents: number) => format.number(cents / 100, { style: 'currency', currency: 'EUR' });
}
