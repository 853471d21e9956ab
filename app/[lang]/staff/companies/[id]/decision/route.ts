import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/** Approve, decline, disable or enable (the button pressed) with an optional note: POST /staff/companies/{id}/decision, then back with a notice or the error. */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const decision = formText(form, 'decision', 20);
    const note = formText(form, 'note', 500);
    const page = `companies/${id}`;
    return {
      send: (api) => api.post(routePath(staffPaths.companyDecision, { id }), { json: { decision, ...(note.trim() ? { note } : {}) } }),
      done: { page, query: { done: decision } },
      failed: (error) => ({ page, query: { form: 'decision', note, error } }),
    };
  });
}
