import { getTranslations } from 'next-intl/server';
import type { BundlePart } from '@/lib/contract/product-kinds';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/** What a Bundle holds (issue #45): each part with its colour, size and units per bundle, linked to its page. */
export async function BundleParts({ parts, lang, partnerId }: { parts: readonly BundlePart[]; lang: Language; partnerId: string }) {
  const [t, tc] = await Promise.all([getTranslations({ locale: lang, namespace: 'productKinds' }), getTranslations({ locale: lang, namespace: 'catalog' })]);
  return (
    <section aria-labelledby="bundle-parts" className="bundle-parts" data-testid="bundle-parts">
      <h2 id="bundle-parts">{t('bundleParts')}</h2>
      <ul>
        {parts.map((part) => (
          <li key={`${part.productId}-${part.color}-${part.size ?? ''}`}>
            <a href={buildPath({ lang, partnerId, path: `products/${part.eurl}` })}>{t('bundlePart', { quantity: part.quantity, name: part.name })}</a>{' '}
            <span className="bundle-part-variant">
              ({[tc(`colorNames.${part.color}`), part.size].filter(Boolean).join(', ')})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
