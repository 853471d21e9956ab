import { centsField, fieldsQuery } from '@/components/staff/companies/company-form';
import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { isValidIdempotencyKey } from '@/lib/rules/idempotency-key';
import { formText } from '@/lib/staff/form-handler';
import { forwardStaffForm } from '@/lib/staff/forward-form';

/**
 * The record-payment form (issue #50): POST /staff/companies/{id}/payments with the form's own
 * Idempotency-Key (one per form shown, so a double submit records one payment), then back with the
 * amount recorded, or with the error and what was typed.
 */
export async function POST(request: Request, { params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  return forwardStaffForm(request, lang, (form) => {
    const amount = formText(form, 'amount', 20);
    const reference = formText(form, 'reference', 80);
    const note = formText(form, 'note', 500);
    const key = formText(form, 'key', 100);
    const page = `companies/${id}`;
    return {
      send: (api) =>
        api
          .post(routePath(staffPaths.companyPayments, { id }), {
            json: { amountCents: centsField(amount, false), reference, ...(note.trim() ? { note } : {}) },
            headers: isValidIdempotencyKey(key) ? { 'Idempotency-Key': key } : {},
          })
          .json<{ amountCents: number }>(),
      done: (sent) => ({ page, query: { done: 'paid', paid: String((sent as { amountCents: number }).amountCents) } }),
      failed: (error, fields) => ({ page, query: { form: 'payment', amount, reference, note, error, fields: fieldsQuery(fields) } }),
    };
  });
}
