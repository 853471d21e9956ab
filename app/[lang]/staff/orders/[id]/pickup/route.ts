import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';
import { fieldsParam } from '@/lib/staff/member-form';

/**
 * The order page's store pickup hand-over (decision 0090): POST /staff/orders/{id}/pickup with the
 * code typed, through the operations API with the console's staff token, then back to the order
 * with `handedOver`, or the API's error key, its field keys (`pickupFields`) and the code as typed
 * (`pickupCode`), so the form shows the field's error over what was typed. A session that has
 * ended goes to the login.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  const page = `orders/${id}`;
  return forwardStaffForm(request, lang, (form) => {
    // A little over the API's limit is kept, so that the API refuses it with its key rather than it being cut short here.
    const code = formText(form, 'code', 60);
    return {
      send: (api) => api.post(routePath(staffPaths.orderPickup, { id }), { json: { code } }),
      done: { page, query: { handedOver: '1' } },
      failed: (error, fields) => ({ page, query: { error, pickupFields: fieldsParam(fields), pickupCode: code.slice(0, 40) } }),
    };
  });
}
