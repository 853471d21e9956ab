import { useLocale } from 'next-intl';
import type { Language } from '@/lib/contract/enums';
import { formatMoney } from '@/lib/i18n/money';

/**
 * Formats integer cents as euros in the page's language (server and client components alike),
 * without Intl in the browser (lib/i18n/money.ts says why).
 */
export function useMoney(): (cents: number) => string {
  const lang = useLocale() as Language;
  return (cents: number) => formatMoney(cents, lang);
}
