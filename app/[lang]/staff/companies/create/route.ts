import { fieldsQuery, wholeField } from '@/components/staff/companies/company-form';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** The new-company form (issue #50): POST /staff/companies, then the company's page, or back to the form with the error, the field keys and everything typed. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const kept = {
      partnerCode: formText(form, 'partnerCode', 40),
      name: formText(form, 'name', 200),
      vatNumber: formText(form, 'vatNumber', 20),
      taxOffice: formText(form, 'taxOffice', 100),
      activity: formText(form, 'activity', 100),
      adminCustomerId: formText(form, 'adminCustomerId', 10),
    };
    const { adminCustomerId, ...rest } = kept;
    const admin = wholeField(adminCustomerId);
    return {
      send: async (api) => api.post(staffPaths.companies, { json: { ...rest, ...(admin === null ? {} : { adminCustomerId: admin }) } }).json<{ id: number; name: string }>(),
      done: (sent) => {
        const company = sent as { id: number; name: string };
        return { page: `companies/${company.id}`, query: { done: 'created', name: company.name } };
      },
      failed: (error, fields) => ({ page: 'companies/new', query: { ...kept, error, fields: fieldsQuery(fields) } }),
    };
  });
}
