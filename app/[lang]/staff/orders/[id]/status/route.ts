import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/**
 * The order page's status change: POST /staff/orders/{id}/status through the operations API with
 * the console's staff token, then back to the order with `changed` or the API's error key (and
 * the note typed, so nothing is lost). A session that has ended goes to the login.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  const page = `orders/${id}`;
  return forwardStaffForm(request, lang, (form) => {
    const status = formText(form, 'status', 40);
    const note = formText(form, 'note', 500).trim();
    const version = Number(formText(form, 'expectedVersion', 12));
    // The note shown to the customer too (issue #44 item 2).
    const noteForCustomer = form.get('noteForCustomer') === 'on';
    return {
      send: (api) => api.post(routePath(staffPaths.orderStatus, { id }), { json: { status, expectedVersion: Number.isInteger(version) ? version : -1, ...(note ? { note, noteForCustomer } : {}) } }),
      done: { page, query: { changed: status } },
      failed: (error) => ({ page, query: { error, note, ...(noteForCustomer ? { noteForCustomer: '1' } : {}) } }),
    };
  });
}
