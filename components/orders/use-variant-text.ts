import { useTranslations } from 'next-intl';

/**
 * A line's colour (translated when the catalogue knows it) and size, as every order line reads:
 * "Red, size M" (checkout and order lines, reorder report, returns).
 */
export function useVariantText() {
  const t = useTranslations('checkout.lines');
  const colors = useTranslations('catalog.colorNames');
  return (color: string, size: string | null): string => {
    const name = colors.has(color as never) ? colors(color as never) : color;
    return size ? t('variant', { color: name, size }) : name;
  };
}
