import { randomInt } from 'node:crypto';
import { routePath } from '@/lib/contract/api-paths';
import { routes } from '@/lib/contract/api-routes';
import { boxnowWebhookSignature } from '@/lib/carriers/boxnow/boxnow-webhook';
import type { BoxnowWebhookMessage } from '@/lib/carriers/boxnow/boxnow-webhook-contract';
import type { ApiDeps } from '../../../context';
import { providerHttp } from '../../payments/provider-http';
import { boxnowSandboxConfig } from './boxnow-client';
import { addParcelEvent, boxnowSandboxModeOf, parcelIdOf, stateAfter, type SandboxParcel } from './sandbox-state';

/**
 * The Box Now sandbox's webhook (decision 0092): an event played on a sandbox parcel is also sent
 * to the shop as Box Now sends it — a CloudEvents message signed with the sandbox's webhook secret,
 * to `{PUBLIC_URL}/api/Carriers/boxnow/Webhook` — with a six-digit locker PIN when the parcel
 * reaches the locker. A shop away misses it (Box Now would retry; the tracking job polls anyway).
 */
export async function playSandboxParcelEvent(deps: ApiDeps, row: SandboxParcel, event: { type: string; locationDisplayName?: string }, at: Date): Promise<void> {
  const pin = event.type === 'final-destination' ? String(randomInt(0, 1_000_000)).padStart(6, '0') : undefined;
  await addParcelEvent(deps.db, row, event, at);
  if (boxnowSandboxModeOf(deps.db).webhook === false) return;
  const secret = boxnowSandboxConfig(deps).webhookSecret!;
  const data: BoxnowWebhookMessage['data'] = {
    parcelId: parcelIdOf(row.id),
    parcelState: stateAfter(event.type, row.state),
    parcelReferenceNumber: String(row.item + 1),
    parcelName: row.orderNumber,
    ...(pin ? { parcelPin: pin } : {}),
    orderNumber: row.orderNumber,
    event: event.type,
    ...(event.locationDisplayName ? { eventLocation: { displayName: event.locationDisplayName } } : {}),
    time: at.toISOString(),
  };
  const message: BoxnowWebhookMessage = { specversion: '1.0', type: 'gr.boxnow.parcel_event_change', source: 'boxnow-sandbox', subject: data.parcelId, id: `${data.parcelId}-${event.type}-${at.getTime()}`, time: at.toISOString(), datacontenttype: 'application/json', datasignature: boxnowWebhookSignature(secret, data), data };
  const url = new URL(`/api${routePath(routes.boxnowWebhook.path, {})}`, deps.env.PUBLIC_URL).toString();
  await providerHttp(deps)(new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message) })).catch(() => undefined);
}
