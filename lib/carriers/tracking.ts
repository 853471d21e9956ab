import type { LifecycleStatus } from '@/lib/rules/order-lifecycle';

/**
 * A carrier's tracking events in the shop's words (issue #48 item 5, decisions 0084 and 0091). Pure:
 * each carrier's event read into one kind, and what a kind does to an order out for delivery —
 * delivered: Completed; part of it delivered: PartiallyDelivered (then Completed when the rest is);
 * returned to the shop or lost: NotDelivered (then the return-to-sender flow); anything else: the
 * timeline only.
 */
export const TrackingKinds = ['in_transit', 'ready_for_pickup', 'delivery_failed', 'partially_delivered', 'delivered', 'returned', 'lost', 'cancelled', 'other'] as const;
export type TrackingKind = (typeof TrackingKinds)[number];

/** One event as the shop keeps it: `key` is the carrier's identity of the event, applied once. */
export type CarrierEvent = { key: string; kind: TrackingKind; carrierType: string; description: string | null; location: string | null; occurredAt: Date };

/** Box Now's EventType (v1.65) as a kind; an unknown type is kept as `other` (and shown to staff). */
export function boxnowEventKind(type: string): TrackingKind {
  switch (type) {
    case 'new':
    case 'in-depot':
    case 'accepted-to-locker':
      return 'in_transit';
    case 'final-destination':
      return 'ready_for_pickup';
    case 'delivered':
      return 'delivered';
    case 'expired':
    case 'accepted-for-return':
      return 'delivery_failed';
    case 'returned':
      return 'returned';
    case 'lost':
    case 'missing':
      return 'lost';
    case 'canceled':
      return 'cancelled';
    default:
      return 'other';
  }
}

/**
 * ACS's tracking: the summary's flags decide (delivered, returned to the sender, a non-delivery
 * reason: a failed attempt); a checkpoint whose action says delivery ("ΠΑΡΑΔΟΣΗ") is the delivery,
 * one that says only part of it was delivered (a multi-piece voucher: "ΜΕΡΙΚΗ ΠΑΡΑΔΟΣΗ",
 * "ΤΜΗΜΑΤΙΚΗ ΠΑΡΑΔΟΣΗ", "ΜΕΡΙΚΩΣ ΠΑΡΑΔΟΘΗΚΕ"; ACS's document lists no such text, decision 0091) a
 * partial delivery, every other checkpoint a step on the way.
 */
export function acsCheckpointKind(action: string): TrackingKind {
  const text = action.toLocaleUpperCase('el-GR');
  if (/ΕΠΙΣΤΡΟΦΗ ΣΤΟΝ ΑΠΟΣΤΟΛΕΑ/.test(text)) return 'returned';
  if (/(ΜΕΡΙΚΗ|ΤΜΗΜΑΤΙΚΗ) ΠΑΡΑΔΟΣΗ|ΜΕΡΙΚΩΣ ΠΑΡΑΔΟΘΗΚΕ|PARTIAL(LY)? DELIVER/.test(text)) return 'partially_delivered';
  if (/^ΠΑΡΑΔΟΣΗ(?![Α-Ω])|ΠΑΡΑΔΟΘΗΚΕ/.test(text)) return 'delivered';
  if (/ΑΠΟΤΥΧΙΑ|ΜΗ ΠΑΡΑΔΟΣΗ|ΑΠΟΥΣΙΑ|ΑΡΝΗΣΗ/.test(text)) return 'delivery_failed';
  return 'in_transit';
}

/** The order's move for an event kind, when it is out for delivery (or partly delivered); none otherwise. */
export function orderMoveFor(kind: TrackingKind, status: LifecycleStatus): LifecycleStatus | undefined {
  if (status !== 'InDelivery' && status !== 'PartiallyDelivered') return undefined;
  if (kind === 'partially_delivered') return status === 'InDelivery' ? 'PartiallyDelivered' : undefined;
  if (kind === 'delivered') return 'Completed';
  if (kind === 'returned' || kind === 'lost') return 'NotDelivered';
  return undefined;
}

/** Events the shop has not applied yet, oldest first (a repeated or out-of-order delivery changes nothing twice). */
export function newEvents(events: readonly CarrierEvent[], known: ReadonlySet<string>): CarrierEvent[] {
  const seen = new Set(known);
  return [...events]
    .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
    .filter((event) => {
      if (seen.has(event.key)) return false;
      seen.add(event.key);
      return true;
    });
}
