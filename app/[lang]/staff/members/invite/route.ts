import { staffPaths } from '@/lib/contract/staff-routes';
import { formText, langOf } from '@/lib/staff/form-handler';
import { forwardMemberForm, readRoleFields } from '@/lib/staff/member-form';

/** The invitation form (issue #44 item 3): POST /staff/members, then the list with a notice, or back to the form with the error and everything typed. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  return forwardMemberForm(request, lang, (form) => {
    const email = formText(form, 'email', 254).trim();
    const name = formText(form, 'name', 100);
    const { role, partners } = readRoleFields(form);
    const kept = { email, name, role, partners: partners.join(',') };
    return {
      send: (api) => api.post(staffPaths.members, { json: { email, name, role, partners: role === 'SalesPerson' ? partners : [], lang: langOf(lang) } }),
      done: { page: 'members', query: { done: 'invited', email: email.toLowerCase() } },
      failed: (error, fields) => ({ page: 'members/new', query: { ...kept, error, fields } }),
    };
  });
}
