import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardMemberForm } from '@/lib/staff/member-form';

/** Disable or enable a staff account (issue #44 item 3): POST /staff/members/{id}/status, then back to the account. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardMemberForm(request, lang, (form) => {
    const status = formText(form, 'status', 20);
    const email = formText(form, 'email', 254);
    return {
      send: (api) => api.post(routePath(staffPaths.memberStatus, { id }), { json: { status, expectedVersion: Number(formText(form, 'expectedVersion', 12)) } }),
      done: { page: `members/${id}`, query: { done: status === 'disabled' ? 'disabled' : 'enabled', email } },
      failed: (error) => ({ page: `members/${id}`, query: { error } }),
    };
  });
}
