import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';
import { fieldsParam } from '@/lib/staff/member-form';

/**
 * The fiscal documents' Resend buttons (issue #47, decision 0070): POST
 * /staff/fiscal-documents/{id}/resend, an invoice's corrected buyer with it when the correction
 * form was sent, then back to the list (its filter kept) with `resent` and the document's label,
 * or the API's error key, the field keys and what was typed (the form opens again with them).
 */
const BUYER_FIELDS = ['vatNumber', 'street', 'postalCode', 'city'] as const;

export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const label = formText(form, 'label', 40);
    const filter = formText(form, 'filter', 20);
    const correcting = formText(form, 'correct', 1) === '1';
    const typed = Object.fromEntries(BUYER_FIELDS.map((name) => [name, formText(form, name, 200)]));
    const list = filter ? { status: filter } : {};
    return {
      send: (api) => api.post(routePath(staffPaths.fiscalDocumentResend, { id }), { json: correcting ? { buyer: typed } : {} }),
      done: { page: 'fiscal', query: { ...list, resent: label } },
      failed: (error, fields) => {
        const buyerFields = Object.fromEntries(Object.entries(fields ?? {}).map(([name, key]) => [name.replace(/^buyer\./, ''), key]));
        return { page: 'fiscal', query: { ...list, error, doc: id, fields: fieldsParam(buyerFields), ...(correcting ? typed : {}) } };
      },
    };
  });
}
