import { IntentLink } from '@/components/ui/intent-link';
import { ProductCard } from '@/components/catalog/product-card';
import type { ProductCard as Card } from '@/lib/contract/catalog';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/** One row of the landing page: a few products under a heading, and the way to all of them in the list. */
export function ProductShelf({ id, title, seeAll, listHref, products, lang, partnerId }: { id: string; title: string; seeAll: string; listHref: string; products: Card[]; lang: Language; partnerId: string }) {
  if (products.length === 0) return null;
  return (
    <section className="shelf" aria-labelledby={id}>
      <div className="shelf-head">
        <h2 id={id}>{title}</h2>
        <IntentLink href={listHref} className="button-secondary shelf-link">
          {seeAll}
        </IntentLink>
      </div>
      <div className="product-grid">
        {products.map((p) => (
          <ProductCard key={p.id} product={p} href={buildPath({ lang, partnerId, path: `products/${p.eurl}` })} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
