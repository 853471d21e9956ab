import { z } from 'zod';
import { zUpdatePasswordRequest } from '@/lib/contract/auth';
import type { ChangePasswordValues } from './password-form';

/**
 * The change-password form: `UpdatePassword`'s body plus a confirmation that must match the new
 * password (checked on the client; the API never sees it). Apart from ./password-form.ts: the
 * form loads zod on demand (lib/forms/lazy-resolver.ts).
 */
export const zChangePasswordForm = zUpdatePasswordRequest
  .safeExtend({ confirmPassword: z.string().min(1).max(128) })
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: 'passwords_do_not_match' }) satisfies z.ZodType<ChangePasswordValues>;
