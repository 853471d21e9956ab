import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { customerListBack } from '@/lib/staff/customer-back';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** Approve, refuse, block or unblock: POST /staff/customers/{id}/status, then back to the list (its filters kept) with the new status or the API's error key. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const status = formText(form, 'status', 20);
    const email = formText(form, 'email', 254);
    const back = customerListBack(form);
    return {
      send: (api) => api.post(routePath(staffPaths.customerStatus, { id }), { json: { status, expectedStatus: formText(form, 'expectedStatus', 20) } }),
      done: { page: 'customers', query: { ...back, changed: status, email } },
      failed: (error) => ({ page: 'customers', query: { ...back, error, email } }),
    };
  });
}
