'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { staffApi } from '@/lib/api/staff.server';
import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { contentPageFieldOf, readContentPageForm, toContentPageRequest, type ContentPageFormState } from './content-page-form';
import { langOf } from './form-handler';
import { translateFailure } from './form-failure';

const signedOut = (lang: string) => `${staffPath(langOf(lang), 'login', routingConfig)}?signedOut=1`;
const listOf = (rawLang: string, code: string, done: string) => `${staffPath(langOf(rawLang), `partners/${encodeURIComponent(code)}/pages`, routingConfig)}?${done}`;

/**
 * The content page form's Server Action (issue #18 item 7): PUT /staff/partners/{code}/pages/{eurl}
 * with the member's staff token. A new page takes its address from the form, a page being edited
 * keeps its own (`eurl`). Saved: back to the list; refused: the form's next state, with what was
 * typed and a translated message per field.
 */
export async function saveContentPage(rawLang: string, code: string, eurl: string | null, _previous: ContentPageFormState, form: FormData): Promise<ContentPageFormState> {
  const lang = langOf(rawLang);
  const t = await getTranslations({ locale: lang });
  const values = readContentPageForm(form);
  if (eurl) values.eurl = eurl;
  const api = await staffApi(lang);
  if (!api) redirect(signedOut(lang));
  const target = values.eurl.trim();
  // No address at all has no URL to PUT to; every other address is judged by the API.
  if (!target) return { values, errors: { eurl: t('validation.required') }, notice: { kind: 'error', text: t('staff.pages.fix') } };
  try {
    await api.put(routePath(staffPaths.partnerPage, { code, eurl: target }), { json: toContentPageRequest(values) });
  } catch (error) {
    const { errors, text } = await translateFailure(lang, error, contentPageFieldOf, t('staff.pages.fix'));
    return { values, errors, notice: { kind: 'error', text } };
  }
  redirect(listOf(lang, code, `saved=${encodeURIComponent(target)}`));
}

/** Deletes a page (after the confirmation page), then back to the list. */
export async function deleteContentPage(rawLang: string, code: string, eurl: string): Promise<void> {
  const lang = langOf(rawLang);
  const api = await staffApi(lang);
  if (!api) redirect(signedOut(lang));
  try {
    await api.delete(routePath(staffPaths.partnerPage, { code, eurl }));
  } catch (error) {
    await translateFailure(lang, error, () => undefined, '');
    redirect(listOf(lang, code, 'failed=1'));
  }
  redirect(listOf(lang, code, `deleted=${encodeURIComponent(eurl)}`));
}
