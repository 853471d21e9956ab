import { fieldsQuery, SETTINGS_FIELDS, settingsBody, type SettingsValues } from '@/components/staff/companies/company-form';
import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** The company's details, terms and credit form (issue #50): PUT /staff/companies/{id} with the version it showed, then back with a notice, or with the error and everything typed. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const values = Object.fromEntries(SETTINGS_FIELDS.map((name) => [name, formText(form, name, name === 'name' ? 200 : 100)])) as SettingsValues;
    const page = `companies/${id}`;
    return {
      send: (api) => api.put(routePath(staffPaths.company, { id }), { json: settingsBody(values, formText(form, 'expectedVersion', 10)) }),
      done: { page, query: { done: 'updated' } },
      failed: (error, fields) => ({ page, query: { form: 'settings', ...values, error, fields: fieldsQuery(fields) } }),
    };
  });
}
