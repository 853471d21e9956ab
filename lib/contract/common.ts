import { z } from 'zod';

/** The error body of every failed API call (DESIGN §8): a key the client translates, and field keys. */
export const zApiError = z
  .object({
    error: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    params: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof zApiError>;

/** Shared field rules (zod/mini, ./field-rules.ts). */
export { zEmail, zLinkToken, zPartnerCode, zPassword, zPersonName } from './field-rules';

export const zOk = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export const zAccepted = z.object({ status: z.literal('accepted') }).meta({ id: 'Accepted' });
