import { and, eq, gt, gte, isNotNull, isNull, min, ne, or, sql } from 'drizzle-orm';
import { athensDays, codRemittanceRef, type AcsCodRemittance } from '@/lib/carriers/acs/acs-cod-remittance';
import type { ApiDeps } from '../../context';
import { orders, shipments } from '../../db/schema';
import { acsCodRemittances } from '../carriers/acs/acs-cod-remittance';
import { CarrierRefusal } from '../carriers/carrier-errors';
import { ProviderError } from '../payments/provider-http';
import { recordPaymentEvent } from '../payments/attempts';

/**
 * Cash on delivery paid over by the carrier (issue #48 item 5, decision 0091). ACS reports the cash
 * it paid into the shop's account by payment day (`ACS_COD_Beneficiary_Info`): the background job
 * asks for every day since the oldest ACS voucher still waiting for its cash (at most
 * LOOKBACK_DAYS back) and applies each voucher's remittance once — the shipment marked remitted
 * (`cod_remitted_at`, `cod_remittance_ref`), the order paid (`paid_at`, when it is not yet) and a
 * payment event kept (provider `acs`), in one transaction, by the instance whose conditional UPDATE
 * (`… WHERE cod_remitted_at IS NULL`) took it. Only when the amount is the voucher's cash: a
 * different amount is kept for staff (the remittance's reference, and the difference as the
 * shipment's last error), logged once, and the order is not marked paid. A voucher the shop does
 * not know (another system's, or deleted) is counted and left. ACS away or refusing: nothing more
 * changes in this run; the next one asks again.
 */
export const COD_REMITTANCE_EVERY_MS = 3600_000;
/** The first run after the process starts: after the start-up work, soon enough to catch up. */
export const COD_REMITTANCE_FIRST_MS = 90_000;
/** How far back a voucher waits for its cash before the job stops asking (ACS pays within days). */
export const LOOKBACK_DAYS = 30;
const DAY_MS = 86_400_000;

export type RemittanceResult = { days: number; remitted: number; mismatched: number; unknown: number; failed: number };

type Outcome = 'remitted' | 'mismatched' | 'unknown' | 'known';

const euros = (cents: number) => `${(cents / 100).toFixed(2)} €`;

export async function applyCodRemittances(deps: ApiDeps): Promise<RemittanceResult> {
  const result: RemittanceResult = { days: 0, remitted: 0, mismatched: 0, unknown: 0, failed: 0 };
  const now = deps.now();
  const [oldest] = await deps.db
    .select({ at: min(shipments.createdAt) })
    .from(shipments)
    .where(
      and(
        eq(shipments.carrier, 'acs'),
        eq(shipments.status, 'created'),
        isNotNull(shipments.parcelId),
        gt(shipments.codCents, 0),
        isNull(shipments.codRemittedAt),
        gte(shipments.createdAt, new Date(now.getTime() - LOOKBACK_DAYS * DAY_MS)),
      ),
    );
  if (!oldest?.at) return result;
  for (const day of athensDays(oldest.at, now)) {
    let paid: AcsCodRemittance[];
    try {
      paid = await acsCodRemittances(deps, day);
    } catch (error) {
      if (!(error instanceof ProviderError) && !(error instanceof CarrierRefusal)) throw error;
      result.failed += 1;
      console.warn('[shipping] ACS COD remittances not read: the carrier did not answer', { day, error: error.message });
      return result;
    }
    result.days += 1;
    for (const remittance of paid) {
      const outcome = await applyRemittance(deps, day, remittance);
      if (outcome !== 'known') result[outcome] += 1;
    }
  }
  return result;
}

async function applyRemittance(deps: ApiDeps, day: string, remittance: AcsCodRemittance): Promise<Outcome> {
  const now = deps.now();
  const [shipment] = await deps.db
    .select({ id: shipments.id, orderId: shipments.orderId, codCents: shipments.codCents, remittedAt: shipments.codRemittedAt })
    .from(shipments)
    .where(and(eq(shipments.carrier, 'acs'), eq(shipments.parcelId, remittance.voucher)));
  if (!shipment) return 'unknown';
  if (shipment.remittedAt) return 'known';
  const ref = codRemittanceRef(day, remittance.voucher);
  if (remittance.amountCents !== shipment.codCents) {
    const note = `${ref}: ACS paid ${euros(remittance.amountCents)}, the voucher collects ${euros(shipment.codCents)}; not marked paid`;
    // Kept for staff once: the instance that writes this remittance's reference logs it.
    const [kept] = await deps.db
      .update(shipments)
      .set({ codRemittanceRef: ref, lastError: note, updatedAt: now })
      .where(and(eq(shipments.id, shipment.id), isNull(shipments.codRemittedAt), or(isNull(shipments.codRemittanceRef), ne(shipments.codRemittanceRef, ref))))
      .returning({ id: shipments.id });
    if (!kept) return 'known';
    console.warn('[shipping] ACS COD remittance differs from the voucher: left for staff', { shipment: shipment.id, order: shipment.orderId, voucher: remittance.voucher, paid: remittance.amountCents, expected: shipment.codCents, ref });
    return 'mismatched';
  }
  return deps.db.transaction(async (tx): Promise<Outcome> => {
    const [won] = await tx
      .update(shipments)
      .set({ codRemittedAt: now, codRemittanceRef: ref, lastError: sql`NULL`, updatedAt: now })
      .where(and(eq(shipments.id, shipment.id), isNull(shipments.codRemittedAt)))
      .returning({ id: shipments.id });
    if (!won) return 'known'; // another instance applied it
    const [order] = await tx
      .update(orders)
      .set({ paidAt: now, updatedAt: now })
      .where(and(eq(orders.id, shipment.orderId), isNull(orders.paidAt)))
      .returning({ customerId: orders.customerId });
    const detail = { orderId: String(shipment.orderId), voucher: remittance.voucher, ref, amount: euros(remittance.amountCents), cash: euros(remittance.cashCents), card: euros(remittance.cardCents), ...(order ? {} : { note: 'the order was paid already' }) };
    await recordPaymentEvent(tx, { provider: 'acs', kind: 'paid', reason: 'cod_remittance', customerId: order?.customerId ?? null, detail }, now);
    return 'remitted';
  });
}
