import { routePath } from '@/lib/contract/api-paths';
import { zQuotaReset } from '@/lib/contract/staff-customers';
import { staffPaths } from '@/lib/contract/staff-routes';
import { customerListBack } from '@/lib/staff/customer-back';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** Reset quota: POST /staff/customers/{id}/quota-reset, then back to the list with the units given back, or the API's error key. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  let units = 0;
  return forwardStaffForm(request, lang, (form) => {
    const email = formText(form, 'email', 254);
    const back = customerListBack(form);
    return {
      send: async (api) => {
        units = zQuotaReset.parse(await api.post(routePath(staffPaths.customerQuotaReset, { id })).json()).unitsCleared;
      },
      // Read after `send`: the units the API gave back.
      get done() {
        return { page: 'customers', query: { ...back, quotaReset: String(units), email } };
      },
      failed: (error) => ({ page: 'customers', query: { ...back, error, email } }),
    };
  });
}
