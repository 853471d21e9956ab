/** The change-password form's values (its schema: ./password-schema.ts). */
export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export const emptyPasswordValues = (): ChangePasswordValues => ({ currentPassword: '', newPassword: '', confirmPassword: '' });

/** The body of `POST /Customers/UpdatePassword` (without the confirmation). */
export function toUpdatePasswordRequest({ currentPassword, newPassword }: ChangePasswordValues): { currentPassword: string; newPassword: string } {
  return { currentPassword, newPassword };
}
