import { goodsDescription } from '@/lib/fiscal/delivery-note';
import { asc, eq } from 'drizzle-orm';
import type { Language } from '@/lib/contract/enums';
import { deliveryNoteContent } from '../../documents/delivery-note-content';
import { renderDeliveryNotePdf } from '../../documents/delivery-note-pdf';
import { documentLanguage } from '../../documents/document-rules';
import { documentIssuerOf } from '../../documents/order-document';
import type { ApiDeps } from '../../context';
import { orderLines, partners, type orders } from '../../db/schema';
import { notFound } from '../../http/api-error';
import { liveShipment } from './ship-order';
import { deliveryNoteRowOf } from './shipment-view';

const CARRIER_NAMES = { boxnow: 'Box Now', acs: 'ACS Courier' } as const;

/**
 * The PDF of an order's delivery note (decision 0089): what travels with the parcel, its QR code
 * for the carrier to scan. The live shipment's note, in the language asked for or the order's;
 * 404 `delivery_note_not_found` before the parcel has one.
 */
export async function deliveryNotePdf(deps: Pick<ApiDeps, 'db' | 'env' | 'now'>, row: typeof orders.$inferSelect, lang: Language | undefined): Promise<{ pdf: Uint8Array; fileName: string }> {
  const shipment = await liveShipment(deps.db, row.id);
  const note = shipment?.status === 'created' ? await deliveryNoteRowOf(deps.db, shipment.id) : undefined;
  if (!shipment?.parcelId || !note) throw notFound('delivery_note_not_found');
  const language = documentLanguage(lang, row.language);
  const [[partner], goods] = await Promise.all([
    deps.db.select({ issuer: partners.issuer, name: partners.name }).from(partners).where(eq(partners.id, row.partnerId)),
    deps.db.select({ code: orderLines.code, name: orderLines.name, size: orderLines.size, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, row.id)).orderBy(asc(orderLines.position)),
  ]);
  const to = row.shippingAddress ?? row.billing;
  const delivery = row.locker
    ? `${row.locker.name[language]}, ${row.locker.address[language]}, ${row.locker.postalCode} ${row.locker.city[language]}`
    : `${to.address}, ${to.postalCode} ${to.city}`;
  const issuer = documentIssuerOf(deps.env, partner?.issuer ?? null, language, note.issuerVat);
  const content = deliveryNoteContent({
    language,
    issuer,
    shopName: partner?.name ?? '',
    orderNumber: row.orderNumber,
    fiscal: { ...note, issuedAt: note.issuedAt, returnMark: note.returnMark },
    recipient: { name: `${to.firstName} ${to.lastName}`, phone: to.mobile },
    loading: issuer.address,
    delivery,
    carrier: CARRIER_NAMES[shipment.carrier],
    parcelId: shipment.parcelId,
    goods: goods.map((g) => ({ code: g.code, description: goodsDescription(g.name[language] || g.name.el, g.size), quantity: g.quantity })),
  });
  return { pdf: await renderDeliveryNotePdf(content, deps.now()), fileName: `delivery-note-${row.orderNumber}-${note.year}-${note.number}.pdf` };
}
