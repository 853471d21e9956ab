import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { customerListBack } from '@/lib/staff/customer-back';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/**
 * Delete an account at the customer's request (issue #49 item 2, decision 0096): POST
 * /staff/customers/{id}/delete once the member ticked that the customer asked for it, then to the
 * privacy requests, where the request now heads the list: with the address it had, or the API's
 * error key and the numbers of the orders still open. Unticked: back to the customers, nothing sent.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const email = formText(form, 'email', 254);
    if (formText(form, 'confirm', 10) !== 'yes') return { send: async () => undefined, done: { page: 'customers', query: customerListBack(form) }, failed: () => ({ page: 'customers' }) };
    return {
      send: (api) => api.post(routePath(staffPaths.customerDeletion, { id })),
      done: { page: 'privacy', query: { deleted: email } },
      failed: (error, _fields, params) => ({ page: 'privacy', query: { error, orders: Object.keys(params?.orders ?? {}).join(', ') } }),
    };
  });
}
