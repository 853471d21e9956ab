import { z } from 'zod';

/**
 * The shape of Box Now's webhook message (partner API v1.65, `WebhookMessage`; decision 0092): a
 * CloudEvents 1.0 envelope around one parcel event. Only the schema (the API's route table and its
 * OpenAPI document read it, in the browser too); checking its signature is boxnow-webhook.ts's.
 */
export const zBoxnowWebhookMessage = z
  .object({
    specversion: z.string().max(10),
    type: z.string().max(100),
    source: z.string().max(500).optional(),
    subject: z.string().max(40),
    id: z.string().min(1).max(100),
    time: z.string().max(40),
    datacontenttype: z.string().max(100).optional(),
    datasignature: z.string().min(1).max(200),
    data: z.looseObject({
      parcelId: z.string().min(1).max(40),
      parcelState: z.string().max(40),
      parcelReferenceNumber: z.string().max(200).optional(),
      parcelName: z.string().max(1000).optional(),
      parcelPin: z.string().max(20).optional(),
      orderNumber: z.string().max(100),
      event: z.string().min(1).max(40),
      eventLocation: z.object({ displayName: z.string().max(200).optional(), postalCode: z.string().max(20).optional() }).optional(),
      time: z.string().min(1).max(40),
    }),
  })
  .meta({ id: 'BoxnowWebhookMessage' });
export type BoxnowWebhookMessage = z.infer<typeof zBoxnowWebhookMessage>;
