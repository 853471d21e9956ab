'use server';

import { HTTPError } from 'ky';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { toApiError } from '@/lib/api/errors';
import { staffApi } from '@/lib/api/staff.server';
import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { langOf } from './form-handler';
import { translateFailure } from './form-failure';
import { quoteFieldOf, readQuoteForm, toReviseRequest, type QuoteFormState } from './quote-form';

/**
 * The console's quotation form (issue #18 item 3): PUT /staff/quotes/{id} with the member's staff
 * token, revising (the button `intent=revise`: the prices, validity and note typed) or declining
 * (`intent=decline`, with the note). Done: back to the quote with a status line; refused: the
 * form's next state, with what was typed and a translated message per field.
 */
export async function saveQuote(rawLang: string, id: number, variantIds: number[], _previous: QuoteFormState, form: FormData): Promise<QuoteFormState> {
  const lang = langOf(rawLang);
  const t = await getTranslations({ locale: lang });
  const values = readQuoteForm(form, variantIds);
  const intent = form.get('intent') === 'decline' ? 'decline' : 'revise';
  const api = await staffApi(lang);
  if (!api) redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const body = intent === 'revise' ? toReviseRequest(values) : { action: 'decline', ...(values.note.trim() ? { note: values.note } : {}) };
  let held = false;
  try {
    const answer = await api.put(routePath(staffPaths.quote, { id }), { json: body }).json<{ approval?: unknown }>();
    // A SalesPerson's prices below the partner's floor wait for an Employee (issue #44 item 7).
    held = intent === 'revise' && Boolean(answer.approval);
  } catch (error) {
    const { errors, text } = await translateFailure(lang, error, quoteFieldOf(values), t('staff.quotes.fix'));
    return { values, errors, notice: { kind: 'error', text } };
  }
  redirect(`${staffPath(lang, `quotes/${id}`, routingConfig)}?saved=${held ? 'held' : intent}`);
}

/**
 * An Employee approves or rejects the prices a SalesPerson proposed below the partner's floor
 * (issue #44 item 7): `intent=approve|reject`. Back to the quote with a status line, or with the
 * API's error key (shown by StaffNotice).
 */
export async function decideQuoteApproval(rawLang: string, id: number, form: FormData): Promise<void> {
  const lang = langOf(rawLang);
  const action = form.get('intent') === 'approve' ? 'approve' : 'reject';
  const api = await staffApi(lang);
  const page = staffPath(lang, `quotes/${id}`, routingConfig);
  if (!api) redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  let failed: string | undefined;
  try {
    await api.put(routePath(staffPaths.quote, { id }), { json: { action } });
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
    failed = (await toApiError(error)).key;
  }
  redirect(failed ? `${page}?error=${encodeURIComponent(failed)}` : `${page}?saved=${action}`);
}
