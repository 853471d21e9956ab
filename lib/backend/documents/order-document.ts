import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { shopConfigOf } from '@/lib/config/shop-config';
import type { Language } from '@/lib/contract/enums';
import type { ApiDeps } from '../context';
import { fiscalDocuments, partners, type orders, type PartnerIssuer } from '../db/schema';
import { ownedOrderRow, readOrder, type OrderOwner } from '../services/orders/order-view';
import { notFound } from '../http/api-error';
import { documentContent } from './document-content';
import { creditNoteContent } from './document-credit';
import type { DocumentFiscalFacts, DocumentIssuer } from './document-fiscal';
import { documentLanguage } from './document-rules';
import { giftCardPaid } from '../services/product-kinds/order-kinds-read';
import { liveSaleOf } from '../services/fiscal/issue-document';

/**
 * An order's document (issue #18 item 6): the invoice or receipt as PDF, in the language asked for
 * or else the order's, for its owner (`orderDocument`) or a staff member who sees the order
 * (lib/backend/staff/staff-orders.ts), with the seller's legal details and the order's sale
 * document (its MARK and QR once myDATA registered it: issue #47). Answered by `pdfAttachment`.
 */
export type OrderDocument = { fileName: string; pdf: Uint8Array };

/**
 * The seller's details: the partner's own issuer when it has one (decision 0074), else the shop's
 * configuration; the ΑΦΜ is the document's own when it has one (the one it was numbered and sent under).
 */
export function documentIssuerOf(env: ApiDeps['env'], own: PartnerIssuer | null, language: Language, documentVat: string | undefined): DocumentIssuer {
  if (own) return { name: own.name[language], address: own.address[language], vatNumber: documentVat ?? own.vatNumber, taxOffice: own.taxOffice, registryNumber: own.registryNumber, phone: own.phone, email: own.email };
  const shop = shopConfigOf(env);
  return {
    name: shop.company.name[language],
    address: shop.company.address[language],
    vatNumber: documentVat ?? shop.company.vatNumber,
    taxOffice: shop.company.taxOffice,
    registryNumber: shop.company.registryNumber,
    phone: shop.contact.phone,
    email: shop.contact.email,
  };
}

/** The order's sale document, or with `creditId` that credit note of it (with what it credits and why). */
async function fiscalDocumentOf(db: ApiDeps['db'], orderId: number, creditId?: number): Promise<(DocumentFiscalFacts & { issuerVat: string; issuedAt: Date; creditReason: string | null }) | undefined> {
  const [doc] = await db
    .select({
      issuerVat: fiscalDocuments.issuerVat,
      invoiceType: fiscalDocuments.invoiceType,
      series: fiscalDocuments.series,
      year: fiscalDocuments.year,
      number: fiscalDocuments.number,
      status: fiscalDocuments.status,
      mark: fiscalDocuments.mark,
      uid: fiscalDocuments.uid,
      qrUrl: fiscalDocuments.qrUrl,
      lines: fiscalDocuments.lines,
      buyer: fiscalDocuments.buyer,
      issuedAt: fiscalDocuments.issuedAt,
      creditReason: fiscalDocuments.creditReason,
    })
    .from(fiscalDocuments)
    .where(and(eq(fiscalDocuments.orderId, orderId), creditId === undefined ? liveSaleOf(orderId) : and(eq(fiscalDocuments.id, creditId), isNotNull(fiscalDocuments.creditsDocumentId))));
  return doc;
}

/**
 * The document of an order row (`shopName`: its partner's name): its invoice or receipt, or with
 * `creditId` one of its credit notes (404 `credit_note_not_found` when the order has no such one).
 */
export async function documentOfOrder(deps: Pick<ApiDeps, 'db' | 'env'>, row: typeof orders.$inferSelect, shopName: string, lang: Language | undefined, creditId?: number): Promise<OrderDocument> {
  const language = documentLanguage(lang, row.language);
  const [order, fiscal, giftCardCents, [partner]] = await Promise.all([
    readOrder(deps.db, row, language),
    fiscalDocumentOf(deps.db, row.id, creditId),
    giftCardPaid(deps.db, row.id),
    deps.db.select({ issuer: partners.issuer }).from(partners).where(eq(partners.id, row.partnerId)),
  ]);
  if (creditId !== undefined && !fiscal) throw notFound('credit_note_not_found');
  const issuer = documentIssuerOf(deps.env, partner?.issuer ?? null, language, fiscal?.issuerVat);
  const orderContent = documentContent({ order, language, issuer, shopName, fiscal, giftCardCents, vatZone: row.vatZone });
  const content = creditId !== undefined && fiscal ? creditNoteContent(orderContent, { ...fiscal, reason: fiscal.creditReason ?? 'refund', orderNumber: order.orderNumber }) : orderContent;
  // pdfkit and its fonts load with the first document, not with the API.
  const { renderDocumentPdf } = await import('./render-pdf');
  return { fileName: content.fileName, pdf: await renderDocumentPdf(content, row.createdAt) };
}

/** The owner's document; anyone else's or a malformed uid is the same 404 `order_not_found` as `GET /Orders/{uid}`. */
export async function orderDocument(
  deps: Pick<ApiDeps, 'db' | 'env'>,
  input: { owner: OrderOwner; shopName: string; uid: string | undefined; lang: Language | undefined; creditId?: number },
): Promise<OrderDocument> {
  return documentOfOrder(deps, await ownedOrderRow(deps.db, input.owner, input.uid), input.shopName, input.lang, input.creditId);
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
