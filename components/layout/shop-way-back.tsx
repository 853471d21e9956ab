'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { useParams } from 'next/navigation';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

type Labels = { search: string; searchButton: string; home: string; products: string };

/**
 * The ways on from a dead end inside the shop: a search of the catalogue (a plain GET form, it
 * works before the page hydrates), the partner's home and the product list. The shop is read from
 * the route (a not-found boundary gets no params); the labels come translated from the server.
 */
export function ShopWayBack({ labels }: { labels: Labels }) {
  const { lang, partnerId } = useParams<{ lang: Language; partnerId: string }>();
  const products = buildPath({ lang, partnerId, path: 'products' });
  return (
    <div className="way-back">
      <form role="search" className="search-box" action={products} method="get">
        <label>
          <span className="visually-hidden">{labels.search}</span>
          <input type="search" name="q" maxLength={200} placeholder={labels.search} />
        </label>
        <button type="submit" className="button-secondary">
          {labels.searchButton}
        </button>
      </form>
      <p className="way-back-links">
        <IntentLink className="button-primary" href={buildPath({ lang, partnerId })}>
          {labels.home}
        </IntentLink>
        <IntentLink className="button-secondary" href={products}>
          {labels.products}
        </IntentLink>
      </p>
    </div>
  );
}
