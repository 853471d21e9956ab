import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** Remove a member: DELETE /staff/companies/{id}/members/{memberId}, then back with a notice or the error (the last admin stays). */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string; memberId: string }> }) {
  const { lang, id, memberId } = await params;
  const page = `companies/${id}`;
  return forwardStaffForm(request, lang, () => ({
    send: (api) => api.delete(routePath(staffPaths.companyMember, { id, memberId })),
    done: { page, query: { done: 'memberRemoved' } },
    failed: (error) => ({ page, query: { form: 'member', error } }),
  }));
}
