import { PAYMENT_RETURN_PARAMS_MAX } from '@/lib/contract/payments';
import { readFormEntries } from '@/lib/utils/form-entries';

/**
 * The fields a provider posted back, as the Confirm call takes them: at most
 * PAYMENT_RETURN_PARAMS_MAX, names ≤ 40 and values ≤ 1000 characters, the body at most 16 KiB.
 * Anything else is undefined (the return is then a failure).
 */
export const POSTED_FORM_MAX_BYTES = 16 * 1024;

export async function readPostedForm(request: Request): Promise<Record<string, string> | undefined> {
  const entries = await readFormEntries(request, POSTED_FORM_MAX_BYTES);
  if (!entries || entries.length > PAYMENT_RETURN_PARAMS_MAX) return undefined;
  if (entries.some(([name, value]) => name.length === 0 || name.length > 40 || value.length > 1000)) return undefined;
  return Object.fromEntries(entries);
}
