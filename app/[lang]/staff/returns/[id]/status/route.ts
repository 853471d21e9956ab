import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/**
 * The returns queue's buttons: POST /staff/returns/{id}/status through the operations API with the
 * console's staff token, then back to the queue (its filter kept) with `changed` and the return's
 * number, or the API's error key. A session that has ended goes to the login.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const status = formText(form, 'status', 20);
    const number = formText(form, 'number', 40);
    const filter = formText(form, 'filter', 20);
    const queue = filter ? { status: filter } : {};
    return {
      send: (api) => api.post(routePath(staffPaths.returnStatus, { id }), { json: { status, expectedStatus: formText(form, 'expectedStatus', 20) } }),
      done: { page: 'returns', query: { ...queue, changed: status, number } },
      failed: (error) => ({ page: 'returns', query: { ...queue, error, number } }),
    };
  });
}
