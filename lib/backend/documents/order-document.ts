import 'server-only';
import type { Language } from '@/lib/contract/enums';
import type { ApiDeps } from '../context';
import { ownedOrderRow, readOrder, type OrderOwner } from '../services/orders/order-view';
import { documentContent } from './document-content';
import { documentLanguage } from './document-rules';
import { renderDocumentPdf } from './render-pdf';

/**
 * An order's document (issue #18 item 6) for its owner: the invoice or receipt as PDF, in the
 * language asked for or else the order's. Anyone else's uid, or a malformed one, is the same 404
 * `order_not_found` as `GET /Orders/{uid}`.
 */
export async function orderDocument(
  deps: Pick<ApiDeps, 'db'>,
  input: { owner: OrderOwner; sellerName: string; uid: string | undefined; lang: Language | undefined },
): Promise<{ fileName: string; pdf: Uint8Array }> {
  const row = await ownedOrderRow(deps.db, input.owner, input.uid);
  const language = documentLanguage(input.lang, row.language);
  const order = await readOrder(deps.db, row, language);
  const content = documentContent({ order, language, sellerName: input.sellerName });
  return { fileName: content.fileName, pdf: await renderDocumentPdf(content, row.createdAt) };
}
