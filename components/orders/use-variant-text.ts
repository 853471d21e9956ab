import { useTranslations } from 'next-intl';

/** A line's colour (translated when the catalogue knows it) and size: "Red, M" (reorder report, returns). */
export function useVariantText() {
  const colors = useTranslations('catalog.colorNames');
  return (color: string, size: string | null): string => {
    const name = colors.has(color as never) ? colors(color as never) : color;
    return size ? `${name}, ${size}` : name;
  };
}
