import 'server-only';
import type { Language } from '@/lib/contract/enums';
import type { ApiDeps } from '../context';
import type { orders } from '../db/schema';
import { ownedOrderRow, readOrder, type OrderOwner } from '../services/orders/order-view';
import { documentContent } from './document-content';
import { documentLanguage } from './document-rules';
import { giftCardPaid } from '../services/product-kinds/order-kinds-read';

/**
 * An order's document (issue #18 item 6): the invoice or receipt as PDF, in the language asked for
 * or else the order's, for its owner (`orderDocument`) or a staff member who sees the order
 * (lib/backend/staff/staff-orders.ts). Answered by `pdfAttachment`.
 */
export type OrderDocument = { fileName: string; pdf: Uint8Array };

/** The document of an order row; `sellerName` is its partner's name. */
export async function documentOfOrder(db: ApiDeps['db'], row: typeof orders.$inferSelect, sellerName: string, lang: Language | undefined): Promise<OrderDocument> {
  const language = documentLanguage(lang, row.language);
  const order = await readOrder(db, row, language);
  const content = documentContent({ order, language, sellerName, giftCardCents: await giftCardPaid(db, row.id) });
  // pdfkit and its fonts load with the first document, not with the API.
  const { renderDocumentPdf } = await import('./render-pdf');
  return { fileName: content.fileName, pdf: await renderDocumentPdf(content, row.createdAt) };
}

/** The owner's document; anyone else's or a malformed uid is the same 404 `order_not_found` as `GET /Orders/{uid}`. */
export async function orderDocument(
  deps: Pick<ApiDeps, 'db'>,
  input: { owner: OrderOwner; sellerName: string; uid: string | undefined; lang: Language | undefined },
): Promise<OrderDocument> {
  return documentOfOrder(deps.db, await ownedOrderRow(deps.db, input.owner, input.uid), input.sellerName, input.lang);
}

/** The PDF as a download named after the order number, never cached (it is one customer's). */
export const pdfAttachment = (document: OrderDocument): Response =>
  new Response(document.pdf as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${document.fileName}"`,
      'Cache-Control': 'private, no-store',
    },
  });
