'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
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
  try {
    await api.put(routePath(staffPaths.quote, { id }), { json: body });
  } catch (error) {
    const { errors, text } = await translateFailure(lang, error, quoteFieldOf(values), t('staff.quotes.fix'));
    return { values, errors, notice: { kind: 'error', text } };
  }
  redirect(`${staffPath(lang, `quotes/${id}`, routingConfig)}?saved=${intent}`);
}
