'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routePath } from '@/lib/contract/api-paths';
import type { Language } from '@/lib/contract/enums';
import { staffPaths } from '@/lib/contract/staff-routes';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { langOf } from '@/lib/staff/form-handler';
import { catalogApi } from './catalog-api';
import { catalogFailure } from './catalog-failure';
import { compositionFieldOf, readMembersForm, readPartsForm, toPartsRequest, type MembersFormState, type PartsFormState } from './composition-form';

/**
 * The Parts and Members panels' Server Actions (issue #45, decision 0046): the whole list with the
 * version the page was read at (PUT …/parts or …/members). Saved: the product page again, fresh
 * (its version, the stock the parts make). Refused: what was typed, a translated message next to
 * each field the API named (catalogFailure: `staffProductKinds.errors` among the catalogue's), and one for
 * the panel (a stale version says someone else changed the product).
 */
const editorPath = (lang: Language, code: string) => `${staffPath(lang, `products/${encodeURIComponent(code.toLowerCase())}`, routingConfig)}?saved=1`;

async function failure(lang: Language, error: unknown): Promise<{ errors: Record<string, string>; text: string }> {
  const t = await getTranslations({ locale: lang, namespace: 'staffProductKinds' });
  return catalogFailure(lang, error, compositionFieldOf, t('fix'));
}

export async function saveParts(rawLang: string, code: string, _previous: PartsFormState, form: FormData): Promise<PartsFormState> {
  const lang = langOf(rawLang);
  const { rows, version } = readPartsForm(form);
  const api = await catalogApi(lang);
  try {
    await api.put(routePath(staffPaths.catalogProductParts, { code }), { json: { ...toPartsRequest(rows), expectedVersion: version } });
  } catch (error) {
    const refused = await failure(lang, error);
    return { rows, version, errors: refused.errors, notice: { kind: 'error', text: refused.text } };
  }
  redirect(editorPath(lang, code));
}

export async function saveMembers(rawLang: string, code: string, _previous: MembersFormState, form: FormData): Promise<MembersFormState> {
  const lang = langOf(rawLang);
  const { codes, version } = readMembersForm(form);
  const api = await catalogApi(lang);
  try {
    await api.put(routePath(staffPaths.catalogProductMembers, { code }), { json: { members: codes, expectedVersion: version } });
  } catch (error) {
    const refused = await failure(lang, error);
    return { codes, version, errors: refused.errors, notice: { kind: 'error', text: refused.text } };
  }
  redirect(editorPath(lang, code));
}
