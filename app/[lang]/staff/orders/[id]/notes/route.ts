import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/**
 * The order page's note form (issue #44 item 2): POST /staff/orders/{id}/notes through the
 * operations API with the console's staff token, then back to the order with `noted` or the API's
 * error key (and the text typed, so nothing is lost). A session that has ended goes to the login.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  const page = `orders/${id}`;
  return forwardStaffForm(request, lang, (form) => {
    // A little over the limit is kept, so that the API refuses it with its key rather than it being cut short here.
    const body = formText(form, 'body', 600);
    const forCustomer = form.get('forCustomer') === 'on';
    return {
      send: (api) => api.post(routePath(staffPaths.orderNotes, { id }), { json: { body, forCustomer } }),
      done: { page, query: { noted: '1' } },
      failed: (error) => ({ page, query: { error, noteBody: body.slice(0, 500) } }),
    };
  });
}
