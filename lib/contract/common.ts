import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './limits';

/** The error body of every failed API call (DESIGN §8): a key the client translates, and field keys. */
export const zApiError = z
  .object({
    error: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    params: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))).optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof zApiError>;

/** Shared field rules, so forms and the API agree on every bound. */
export const zEmail = z
  .string()
  .trim()
  .min(1)
  .max(254)
  .pipe(z.email())
  .transform((v) => v.toLowerCase());

// ASVS 5: at least PASSWORD_MIN_LENGTH characters (./limits.ts), long passphrases allowed.
export const zPassword = z.string().min(PASSWORD_MIN_LENGTH).max(128);
export const zPersonName = z.string().trim().min(1).max(100);
export const zPartnerCode = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[a-z0-9][a-z0-9-]*$/i, { message: 'invalid_format' })
  .transform((v) => v.toLowerCase());
/** Opaque single-use link tokens (verification, reset). */
export const zLinkToken = z.string().min(16).max(200).regex(/^[A-Za-z0-9_-]+$/, { message: 'invalid_format' });

export const zOk = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
export const zAccepted = z.object({ status: z.literal('accepted') }).meta({ id: 'Accepted' });
