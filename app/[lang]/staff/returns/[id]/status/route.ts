import { HTTPError } from 'ky';
import { toApiError } from '@/lib/api/errors';
import { staffApi } from '@/lib/api/staff.server';
import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { backTo, formText, isSameSite, langOf, refusedCrossSite } from '@/lib/staff/form-handler';

/**
 * The returns queue's buttons: POST /staff/returns/{id}/status through the operations API with the
 * console's staff token, then back to the queue (its filters kept) with `changed` and the return's
 * number, or the API's error key. A session that has ended goes to the login.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang: raw, id } = await params;
  const lang = langOf(raw);
  if (!isSameSite(request)) return refusedCrossSite();
  const api = await staffApi(lang);
  if (!api) return backTo(lang, 'login', { signedOut: '1' });
  const form = await request.formData();
  const status = formText(form, 'status', 20);
  const expectedStatus = formText(form, 'expectedStatus', 20);
  const number = formText(form, 'number', 40);
  const filter = formText(form, 'filter', 20);
  const queue = filter ? { status: filter } : {};
  try {
    await api.post(routePath(staffPaths.returnStatus, { id }), { json: { status, expectedStatus } });
    return backTo(lang, 'returns', { ...queue, changed: status, number });
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return backTo(lang, 'login', { signedOut: '1' });
    return backTo(lang, 'returns', { ...queue, error: (await toApiError(error)).key, number });
  }
}
