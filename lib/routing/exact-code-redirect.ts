import type { ExactCodeTarget } from '@/lib/backend/customer-access-gate';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from './paths';

/** The search text of a list request (`products?q=…`), or undefined for any other page. */
export function listSearchText(pagePath: string, search: string): string | undefined {
  if (pagePath !== 'products') return undefined;
  const q = new URLSearchParams(search).get('q')?.trim();
  return q ? q : undefined;
}

/** The product page an exact code leads to, with the SKU's variant chosen (decision 0051). */
export function exactCodeLocation(page: { lang: Language; partnerId: string }, target: ExactCodeTarget): string {
  const params = new URLSearchParams();
  if (target.color) params.set('color', target.color);
  if (target.size) params.set('size', target.size);
  const path = buildPath({ lang: page.lang, partnerId: page.partnerId, path: `products/${encodeURIComponent(target.eurl)}` });
  return params.size ? `${path}?${params}` : path;
}
