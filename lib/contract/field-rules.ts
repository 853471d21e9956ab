import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from './limits';

/**
 * Shared field rules, so forms and the API agree on every bound. Written with `zod/mini`: a form
 * that loads them at once (the checkout decides its opening step with them) loads a fraction of
 * zod classic's code; the API's classic schemas take them as fields (both are zod's core types).
 */
export const zLine = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

export const zEmail = z.pipe(
  z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(254)), z.email()),
  z.transform((v: string) => v.toLowerCase()),
);

// ASVS 5: at least PASSWORD_MIN_LENGTH characters (./limits.ts), long passphrases allowed.
export const zPassword = z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(128));
export const zPersonName = zLine(100);
export const zPartnerCode = z.pipe(
  z.string().check(z.trim(), z.minLength(3), z.maxLength(32), z.regex(/^[a-z0-9][a-z0-9-]*$/i, { message: 'invalid_format' })),
  z.transform((v: string) => v.toLowerCase()),
);
/** Opaque single-use link tokens (verification, reset). */
export const zLinkToken = z.string().check(z.minLength(16), z.maxLength(200), z.regex(/^[A-Za-z0-9_-]+$/, { message: 'invalid_format' }));
