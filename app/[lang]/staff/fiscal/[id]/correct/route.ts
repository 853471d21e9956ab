import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';
import { fieldsParam } from '@/lib/staff/member-form';

/**
 * A transmitted invoice's correction with a new invoice (decision 0080): POST
 * /staff/fiscal-documents/{id}/correct with the corrected buyer (a company abroad's name only when
 * typed), then back to the list (its filter kept) with `reissued` and the new document's label, or
 * the API's error key, the field keys and what was typed (the form opens again with them).
 */
const BUYER_FIELDS = ['vatNumber', 'street', 'postalCode', 'city', 'name'] as const;

export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const filter = formText(form, 'filter', 20);
    const typed = Object.fromEntries(BUYER_FIELDS.map((name) => [name, formText(form, name, 200)]));
    const { name, ...rest } = typed;
    const list = filter ? { status: filter } : {};
    return {
      send: (api) => api.post(routePath(staffPaths.fiscalDocumentCorrect, { id }), { json: { buyer: { ...rest, ...(name ? { name } : {}) } } }).json<{ label: string }>(),
      done: (sent) => ({ page: 'fiscal', query: { ...list, reissued: (sent as { label: string }).label } }),
      failed: (error, fields) => {
        const buyerFields = Object.fromEntries(Object.entries(fields ?? {}).map(([field, key]) => [field.replace(/^buyer\./, ''), key]));
        return { page: 'fiscal', query: { ...list, error, doc: id, fields: fieldsParam(buyerFields), ...typed } };
      },
    };
  });
}
