import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardMemberForm, readRoleFields } from '@/lib/staff/member-form';

/** A staff account's role and partners (issue #44 item 3): PUT /staff/members/{id}, then back to the account with a notice or the error. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardMemberForm(request, lang, (form) => {
    const { role, partners } = readRoleFields(form);
    const email = formText(form, 'email', 254);
    return {
      send: (api) => api.put(routePath(staffPaths.member, { id }), { json: { role, partners: role === 'SalesPerson' ? partners : [], expectedVersion: Number(formText(form, 'expectedVersion', 12)) } }),
      done: { page: `members/${id}`, query: { done: 'saved', email } },
      failed: (error, fields) => ({ page: `members/${id}`, query: { error, fields } }),
    };
  });
}
