import { apiPaths } from '@/lib/contract/api-paths';
import type { ProductList } from '@/lib/contract/catalog';
import type { QuickOrderRequest, QuickOrderResult } from '@/lib/contract/quick-order';
import { browserApi } from './client';

/** Quick order's calls (issue #18 item 1) through the browser ky client, typed by the contract. */
export async function sendQuickOrder(input: QuickOrderRequest): Promise<QuickOrderResult> {
  return browserApi().post(apiPaths.quickOrder, { json: input }).json<QuickOrderResult>();
}

/** The first products whose code or name matches what is typed (the code field's suggestions). */
export async function suggestProducts(q: string, signal?: AbortSignal): Promise<{ code: string; name: string }[]> {
  const list = await browserApi().get(apiPaths.listProducts, { searchParams: { q, pageSize: 8 }, signal }).json<ProductList>();
  return list.items.map((item) => ({ code: item.code, name: item.name }));
}
