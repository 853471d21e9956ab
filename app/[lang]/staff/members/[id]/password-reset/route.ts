import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText, langOf } from '@/lib/staff/form-handler';
import { forwardMemberForm } from '@/lib/staff/member-form';

/** Reset a staff password (issue #44 item 3): POST /staff/members/{id}/password-reset (a link mailed in the page's language), then back to the account. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardMemberForm(request, lang, (form) => {
    const email = formText(form, 'email', 254);
    return {
      send: (api) => api.post(routePath(staffPaths.memberPasswordReset, { id }), { json: { expectedVersion: Number(formText(form, 'expectedVersion', 12)), lang: langOf(lang) } }),
      done: { page: `members/${id}`, query: { done: 'resetSent', email } },
      failed: (error) => ({ page: `members/${id}`, query: { error } }),
    };
  });
}
