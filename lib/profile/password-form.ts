import { z } from 'zod';
import { zUpdatePasswordRequest } from '@/lib/contract/auth';

/**
 * The change-password form: `UpdatePassword`'s body plus a confirmation that must match the new
 * password (checked on the client; the API never sees it).
 */
export const zChangePasswordForm = zUpdatePasswordRequest
  .safeExtend({ confirmPassword: z.string().min(1).max(128) })
  .refine((v) => v.confirmPassword === v.newPassword, { path: ['confirmPassword'], message: 'passwords_do_not_match' });

export type ChangePasswordValues = z.input<typeof zChangePasswordForm>;

export const emptyPasswordValues = (): ChangePasswordValues => ({ currentPassword: '', newPassword: '', confirmPassword: '' });

/** The body of `POST /Customers/UpdatePassword` (without the confirmation). */
export function toUpdatePasswordRequest({ currentPassword, newPassword }: ChangePasswordValues): { currentPassword: string; newPassword: string } {
  return { currentPassword, newPassword };
}
