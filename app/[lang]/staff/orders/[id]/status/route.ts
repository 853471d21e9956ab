import { HTTPError } from 'ky';
import { toApiError } from '@/lib/api/errors';
import { staffApi } from '@/lib/api/staff.server';
import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { backTo, formText, isSameSite, langOf, refusedCrossSite } from '@/lib/staff/form-handler';

/**
 * The order page's status change: POST /staff/orders/{id}/status through the operations API with
 * the console's staff token, then back to the order with `changed` or the API's error key (and
 * the note typed, so nothing is lost). A session that has ended goes to the login.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang: raw, id } = await params;
  const lang = langOf(raw);
  if (!isSameSite(request)) return refusedCrossSite();
  const api = await staffApi(lang);
  if (!api) return backTo(lang, 'login', { signedOut: '1' });
  const form = await request.formData();
  const status = formText(form, 'status', 40);
  const note = formText(form, 'note', 500).trim();
  const version = Number(formText(form, 'expectedVersion', 12));
  const page = `orders/${id}`;
  try {
    await api.post(routePath(staffPaths.orderStatus, { id }), { json: { status, expectedVersion: Number.isInteger(version) ? version : -1, ...(note ? { note } : {}) } });
    return backTo(lang, page, { changed: status });
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return backTo(lang, 'login', { signedOut: '1' });
    return backTo(lang, page, { error: (await toApiError(error)).key, note });
  }
}
