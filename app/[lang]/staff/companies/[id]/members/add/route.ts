import { fieldsQuery, wholeField } from '@/components/staff/companies/company-form';
import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** Add a member (a customer number and a role): POST /staff/companies/{id}/members, then back with a notice, or with the error and what was typed. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const customerId = formText(form, 'customerId', 10);
    const role = formText(form, 'role', 20);
    const page = `companies/${id}`;
    return {
      send: (api) => api.post(routePath(staffPaths.companyMembers, { id }), { json: { customerId: wholeField(customerId), role } }),
      done: { page, query: { done: 'memberAdded' } },
      failed: (error, fields) => ({ page, query: { form: 'member', customerId, role, error, fields: fieldsQuery(fields) } }),
    };
  });
}
