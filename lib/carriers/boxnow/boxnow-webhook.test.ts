import { boxnowWebhookEvent, boxnowWebhookSignature, boxnowWebhookSigned, lockerCodeOf, zBoxnowWebhookMessage } from './boxnow-webhook';

const data = { parcelId: '9219709201', parcelState: 'in-final-destination', parcelReferenceNumber: '1', parcelName: 'ACM-2026-000042', parcelPin: '482913', orderNumber: 'ACM-2026-000042-1', event: 'final-destination', eventLocation: { displayName: 'Παγκράτι 1', postalCode: '11633' }, time: '2026-11-22T10:05:00.000Z' };
const message = (signature: string, d: Record<string, unknown> = data) => ({ specversion: '1.0', type: 'gr.boxnow.parcel_event_change', source: 'boxnow', subject: '9219709201', id: 'm-1', time: '2026-11-22T10:05:01Z', datacontenttype: 'application/json', datasignature: signature, data: d });

describe('Box Now webhook', () => {
  it('reads the CloudEvents message and checks its signature, hex or base64, and nothing else', () => {
    const hex = boxnowWebhookSignature('s3cret-s3cret-s3cret', data);
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
    const parsed = zBoxnowWebhookMessage.parse(message(hex));
    expect(boxnowWebhookSigned('s3cret-s3cret-s3cret', parsed.data, hex)).toBe(true);
    expect(boxnowWebhookSigned('s3cret-s3cret-s3cret', parsed.data, Buffer.from(hex, 'hex').toString('base64'))).toBe(true);
    expect(boxnowWebhookSigned('another-secret-here', parsed.data, hex)).toBe(false);
    expect(boxnowWebhookSigned('s3cret-s3cret-s3cret', { ...parsed.data, event: 'delivered' }, hex)).toBe(false);
    expect(boxnowWebhookSigned('s3cret-s3cret-s3cret', parsed.data, 'short')).toBe(false);
    expect(zBoxnowWebhookMessage.safeParse({ ...message(hex), data: { ...data, parcelId: '' } }).success).toBe(false);
  });

  it('keeps the event under the key the polling uses, and the locker code only while the parcel waits in the locker', () => {
    expect(boxnowWebhookEvent({ data })).toEqual({ key: 'final-destination@2026-11-22T10:05:00.000Z', kind: 'ready_for_pickup', carrierType: 'final-destination', description: null, location: 'Παγκράτι 1', occurredAt: new Date('2026-11-22T10:05:00.000Z') });
    expect(lockerCodeOf({ data })).toBe('482913');
    expect(lockerCodeOf({ data: { ...data, event: 'delivered' } })).toBeUndefined();
    expect(lockerCodeOf({ data: { ...data, parcelPin: '<b>' } })).toBeUndefined();
    expect(boxnowWebhookEvent({ data: { ...data, time: 'yesterday' } })).toBeUndefined();
  });
});
