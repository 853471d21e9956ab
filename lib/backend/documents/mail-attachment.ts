import 'server-only';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../context';
import { orders, partners, type MailAttachmentRef } from '../db/schema';
import { documentOfOrder } from './order-document';

/**
 * A mail's attachment, made when the mail is sent (jobs/outbox-sender.ts, decision 0073): an
 * order's document as PDF in the order's language, as the customer would download it then (its
 * fiscal document with MARK and QR), or the credit note the ref names. An order that is gone is a
 * send failure, retried and logged.
 */
export async function renderMailAttachment(deps: Pick<ApiDeps, 'db' | 'env'>, ref: MailAttachmentRef): Promise<{ filename: string; content: Uint8Array }> {
  const [row] = await deps.db.select({ order: orders, shop: partners.name }).from(orders).innerJoin(partners, eq(partners.id, orders.partnerId)).where(eq(orders.id, ref.orderId));
  if (!row) throw new Error(`order ${ref.orderId} of the attachment is gone`);
  const document = await documentOfOrder(deps, row.order, row.shop, undefined, ref.creditId);
  return { filename: document.fileName, content: document.pdf };
}
