import { acsCheckpointKind, boxnowEventKind, newEvents, orderMoveFor, type CarrierEvent } from './tracking';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 30, 10, minute));
const event = (key: string, minute: number): CarrierEvent => ({ key, kind: 'in_transit', carrierType: 'in-depot', description: null, location: null, occurredAt: at(minute) });

describe('carrier tracking', () => {
  it("reads each Box Now event type, and keeps one it does not know as 'other'", () => {
    expect(['new', 'in-depot', 'final-destination', 'delivered', 'expired', 'returned', 'lost', 'missing', 'canceled', 'accepted-to-locker', 'accepted-for-return', 'teleported'].map(boxnowEventKind)).toEqual([
      'in_transit', 'in_transit', 'ready_for_pickup', 'delivered', 'delivery_failed', 'returned', 'lost', 'lost', 'cancelled', 'in_transit', 'delivery_failed', 'other',
    ]);
  });

  it("reads ACS's checkpoints by their action", () => {
    expect(['ΑΦΙΞΗ ΣΕ ΚΑΤΑΣΤΗΜΑ', 'ΚΑΤΑΝΟΜΗ ΣΕ COURIER', 'ΠΑΡΑΔΟΣΗ', 'Παραδόθηκε', 'ΑΠΟΥΣΙΑ ΠΑΡΑΛΗΠΤΗ', 'ΕΠΙΣΤΡΟΦΗ ΣΤΟΝ ΑΠΟΣΤΟΛΕΑ'].map(acsCheckpointKind)).toEqual([
      'in_transit', 'in_transit', 'delivered', 'delivered', 'delivery_failed', 'returned',
    ]);
  });

  it("reads an ACS checkpoint that says only part was delivered as a partial delivery, never as the delivery", () => {
    expect(['ΜΕΡΙΚΗ ΠΑΡΑΔΟΣΗ', 'Μερική παράδοση', 'ΤΜΗΜΑΤΙΚΗ ΠΑΡΑΔΟΣΗ', 'Μερικώς παραδόθηκε', 'PARTIAL DELIVERY'].map(acsCheckpointKind)).toEqual(Array(5).fill('partially_delivered'));
    expect(['ΠΑΡΑΔΟΣΗ', 'ΠΑΡΑΔΟΣΗ ΣΕ ΓΕΙΤΟΝΑ'].map(acsCheckpointKind)).toEqual(['delivered', 'delivered']);
  });

  it('moves an order out for delivery to PartiallyDelivered on a partial delivery, once; then delivered completes it', () => {
    expect([orderMoveFor('partially_delivered', 'InDelivery'), orderMoveFor('partially_delivered', 'PartiallyDelivered'), orderMoveFor('delivered', 'PartiallyDelivered'), orderMoveFor('partially_delivered', 'Completed')]).toEqual([
      'PartiallyDelivered', undefined, 'Completed', undefined,
    ]);
  });

  it('moves an order out for delivery: delivered → Completed, returned or lost → NotDelivered; nothing else, and nothing once it has left delivery', () => {
    expect([orderMoveFor('delivered', 'InDelivery'), orderMoveFor('returned', 'InDelivery'), orderMoveFor('lost', 'PartiallyDelivered'), orderMoveFor('delivery_failed', 'InDelivery'), orderMoveFor('ready_for_pickup', 'InDelivery')]).toEqual([
      'Completed', 'NotDelivered', 'NotDelivered', undefined, undefined,
    ]);
    expect([orderMoveFor('delivered', 'Completed'), orderMoveFor('returned', 'NotDelivered'), orderMoveFor('delivered', 'Processing')]).toEqual([undefined, undefined, undefined]);
  });

  it('keeps only the events not applied yet, oldest first, each once', () => {
    const events = [event('c', 3), event('a', 1), event('b', 2), event('a', 1)];
    expect(newEvents(events, new Set(['b'])).map((e) => e.key)).toEqual(['a', 'c']);
    expect(newEvents(events, new Set(['a', 'b', 'c']))).toEqual([]);
  });
});
