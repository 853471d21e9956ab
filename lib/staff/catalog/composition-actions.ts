'use server';

import { HTTPError } from 'ky';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { toApiError } from '@/lib/api/errors';
import { routePath } from '@/lib/contract/api-paths';
import type { Language } from '@/lib/contract/enums';
import { staffPaths } from '@/lib/contract/staff-routes';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { langOf } from '@/lib/staff/form-handler';
import { catalogApi } from './catalog-api';
import { catalogKeyText } from './catalog-failure';
import { compositionFieldOf, readMembersForm, readPartsForm, toPartsRequest, type MembersFormState, type PartsFormState } from './composition-form';

/**
 * The Parts and Members panels' Server Actions (issue #45, decision 0046): the whole list with the
 * version the page was read at (PUT …/parts or …/members). Saved: the product page again, fresh
 * (its version, the stock the parts make). Refused: what was typed, a translated message next to
 * each field the API named (catalogKeyText: `staffProductKinds.errors` among the catalogue's), and one for
 * the panel (a stale version says someone else changed the product).
 */
const editorPath = (lang: Language, code: string) => `${staffPath(lang, `products/${encodeURIComponent(code.toLowerCase())}`, routingConfig)}?saved=1`;

async function failure(lang: Language, error: unknown): Promise<{ errors: Record<string, string>; text: string }> {
  if (!(error instanceof HTTPError)) throw error;
  if (error.response.status === 401) redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations({ locale: lang, namespace: 'staffProductKinds' });
  const text = await catalogKeyText(lang);
  const answer = await toApiError(error);
  const errors: Record<string, string> = {};
  for (const [field, key] of Object.entries(answer.fields ?? {})) {
    const name = compositionFieldOf(field);
    if (name) errors[name] ??= text(key, answer.params?.[field]);
  }
  const values = Object.assign({}, ...Object.values(answer.params ?? {})) as Record<string, string | number>;
  return { errors, text: Object.keys(errors).length > 0 ? t('fix') : text(answer.key, values) };
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
