import { eq } from 'drizzle-orm';
import type { staffFiscalRoutes } from '@/lib/contract/staff-fiscal-routes';
import { fiscalDocuments } from '../../db/schema';
import { changeOrderStatus } from '../../services/orders/order-status';
import { MATRIX_PARTNER, type MatrixContext, type RouteFixture } from './route-matrix-context';
import { matrixOrder } from './route-matrix-records';

/**
 * The fiscal documents' calls in the role × route matrix (decision 0070; route-matrix-fixtures.ts):
 * the list filtered to the matrix partner; a resend names a fresh receipt of the partner that
 * myDATA refused (an order dispatched, its document marked rejected); a correction a transmitted
 * invoice.
 */
async function rejectedDocument(ctx: MatrixContext): Promise<number> {
  const orderId = await matrixOrder(ctx);
  for (const to of ['Processing', 'InDelivery'] as const) await changeOrderStatus(ctx.s.t.deps, { orderId, to, actor: { kind: 'system' } });
  const [doc] = await ctx.s.t.db.update(fiscalDocuments).set({ status: 'rejected', rejection: '101: route matrix' }).where(eq(fiscalDocuments.orderId, orderId)).returning({ id: fiscalDocuments.id });
  if (!doc) throw new Error('route matrix: the dispatched order has no document');
  return doc.id;
}

/** A fresh receipt of the partner marked as a transmitted sales invoice (the correction replaces it). */
async function transmittedInvoice(ctx: MatrixContext): Promise<number> {
  const id = await rejectedDocument(ctx);
  await ctx.s.t.db.update(fiscalDocuments).set({ status: 'transmitted', invoiceType: '1.1', rejection: null, mark: '400000999999999' }).where(eq(fiscalDocuments.id, id));
  return id;
}

/** An order of the partner that came back undelivered and was cancelled: its id and its receipt's credit note. */
export async function matrixCreditNote(ctx: MatrixContext): Promise<{ id: number; creditId: number }> {
  const orderId = await matrixOrder(ctx);
  for (const to of ['Processing', 'InDelivery', 'NotDelivered', 'Cancelled'] as const) await changeOrderStatus(ctx.s.t.deps, { orderId, to, actor: { kind: 'system' } });
  const docs = await ctx.s.t.db.select({ id: fiscalDocuments.id, credits: fiscalDocuments.creditsDocumentId }).from(fiscalDocuments).where(eq(fiscalDocuments.orderId, orderId));
  const credit = docs.find((d) => d.credits !== null);
  if (!credit) throw new Error('route matrix: the cancelled order has no credit note');
  return { id: orderId, creditId: credit.id };
}

export const fiscalMatrixFixtures: Record<keyof typeof staffFiscalRoutes, RouteFixture> = {
  staffFiscalDocuments: () => ({ query: `?partner=${MATRIX_PARTNER}&status=rejected&pageSize=5` }),
  staffFiscalDocumentResend: async (ctx) => ({ params: { id: await rejectedDocument(ctx) }, body: {} }),
  staffFiscalDocumentCorrect: async (ctx) => ({ params: { id: await transmittedInvoice(ctx) }, body: { buyer: { vatNumber: '094014201', street: 'Ερμού 1', postalCode: '10563', city: 'Αθήνα' } } }),
};
