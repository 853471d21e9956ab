import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BoxnowWebhookMessage } from './boxnow-webhook-contract';
import { boxnowEventKind, type CarrierEvent } from '../tracking';

/**
 * Box Now's webhook (partner API v1.65, `WebhookMessage`; issue #48 item 4, decision 0092): a
 * CloudEvents 1.0 message (`type` gr.boxnow.parcel_event_change, `subject` the parcel id) whose
 * `data` is one parcel event — the parcel, its state, the shop's order number, the event and its
 * time, where it happened, and `parcelPin`, the code that opens the locker once the parcel is in it.
 * `datasignature` is "HMAC SHA256 digest of data": the shop checks it with the secret it set in its
 * Box Now account over the data as sent (compact JSON), in hex or base64 (the contract does not say
 * which), in constant time. Pure.
 */
export { zBoxnowWebhookMessage, type BoxnowWebhookMessage } from './boxnow-webhook-contract';

/** The signature of `data` as Box Now computes it: HMAC-SHA256 of its compact JSON, hex. */
export function boxnowWebhookSignature(secret: string, data: unknown): string {
  return createHmac('sha256', secret).update(JSON.stringify(data)).digest('hex');
}

/** Whether `signature` is the data's, hex or base64, compared in constant time. */
export function boxnowWebhookSigned(secret: string, data: unknown, signature: string): boolean {
  const digest = createHmac('sha256', secret).update(JSON.stringify(data)).digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.from(signature, 'base64');
  return given.length === digest.length && timingSafeEqual(given, digest);
}

/** The message's event as the tracking keeps it: the same key as the polled one, so an event seen both ways is kept once. */
export function boxnowWebhookEvent(message: Pick<BoxnowWebhookMessage, 'data'>): CarrierEvent | undefined {
  const at = new Date(message.data.time);
  if (Number.isNaN(at.getTime())) return undefined;
  return { key: `${message.data.event}@${message.data.time}`, kind: boxnowEventKind(message.data.event), carrierType: message.data.event, description: null, location: message.data.eventLocation?.displayName ?? null, occurredAt: at };
}

/** The locker's code while the parcel waits in it (`final-destination` with its PIN); undefined otherwise. */
export function lockerCodeOf(message: Pick<BoxnowWebhookMessage, 'data'>): string | undefined {
  const pin = message.data.parcelPin?.trim();
  return message.data.event === 'final-destination' && pin && /^[0-9A-Za-z]{3,12}$/.test(pin) ? pin : undefined;
}
