import { PAYMENT_RETURN_PARAMS_MAX } from '@/lib/contract/payments';

/**
 * The fields a provider posted back (form-urlencoded or multipart), as the Confirm call takes them:
 * strings only, at most PAYMENT_RETURN_PARAMS_MAX, names ≤ 40 and values ≤ 1000 characters, the
 * body at most 16 KiB. Anything else is undefined (the return is then a failure).
 */
export const POSTED_FORM_MAX_BYTES = 16 * 1024;

export async function readPostedForm(request: Request): Promise<Record<string, string> | undefined> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return undefined;
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > POSTED_FORM_MAX_BYTES) return undefined;
  const body = await request.arrayBuffer().catch(() => undefined);
  if (!body || body.byteLength > POSTED_FORM_MAX_BYTES) return undefined;
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    return undefined;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || name.length === 0 || name.length > 40 || value.length > 1000) return undefined;
    fields[name] = value;
  }
  return Object.keys(fields).length <= PAYMENT_RETURN_PARAMS_MAX ? fields : undefined;
}
