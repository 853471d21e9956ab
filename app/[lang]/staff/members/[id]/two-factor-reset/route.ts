import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardMemberForm } from '@/lib/staff/member-form';

/** Reset a member's two-factor sign-in (a lost phone; decision 0026): POST /staff/members/{id}/two-factor-reset, then back to the account. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardMemberForm(request, lang, (form) => {
    const email = formText(form, 'email', 254);
    return {
      send: (api) => api.post(routePath(staffPaths.memberTwoFactorReset, { id }), { json: { expectedVersion: Number(formText(form, 'expectedVersion', 12)) } }),
      done: { page: `members/${id}`, query: { done: 'twoFactorReset', email } },
      failed: (error) => ({ page: `members/${id}`, query: { error } }),
    };
  });
}
