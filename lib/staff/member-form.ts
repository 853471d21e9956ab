import 'server-only';
import { HTTPError, type KyInstance } from 'ky';
import type { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { toApiError } from '@/lib/api/errors';
import { staffApi } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { backTo, formText, isSameSite, langOf, refusedCrossSite } from './form-handler';
import type { Back } from './forward-form';

/**
 * The staff-account forms' handlers (issue #44 item 3): like forwardStaffForm, but a refusal goes
 * back with the API's field keys too (`fields=email:staff_email_taken`), so the form marks the
 * field and keeps what was typed (the plan puts the typed values in the failure's query).
 */
export async function forwardMemberForm(
  request: Request,
  rawLang: string,
  plan: (form: FormData) => { send: (api: KyInstance) => Promise<unknown>; done: Back; failed: (error: string, fields: string | undefined) => Back },
): Promise<NextResponse> {
  const lang = langOf(rawLang);
  if (!isSameSite(request)) return refusedCrossSite();
  const api = await staffApi(lang);
  if (!api) return backTo(lang, 'login', { signedOut: '1' });
  const step = plan(await request.formData());
  try {
    await step.send(api);
    return backTo(lang, step.done.page, step.done.query);
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) return backTo(lang, 'login', { signedOut: '1' });
    const failure = await toApiError(error);
    // An account that is not an Employee's (any more): the staff-account pages' own words for it.
    const key = failure.key === 'staff_role_forbidden' ? 'staff_members_forbidden' : failure.key;
    const back = step.failed(key, fieldsParam(failure.fields));
    return backTo(lang, back.page, back.query);
  }
}

/** `name:key,name:key` of the field keys (names and keys are short identifiers). */
export function fieldsParam(fields: Record<string, string> | undefined): string | undefined {
  const pairs = Object.entries(fields ?? {}).filter(([name, key]) => /^[a-zA-Z]{1,30}$/.test(name) && /^[a-z_]{1,60}$/.test(key));
  return pairs.length ? pairs.map(([name, key]) => `${name}:${key}`).join(',') : undefined;
}

/** The field keys back from the URL, each translated (a `validation.*` or `errors.*` text). */
export async function fieldErrorsOf(raw: string | string[] | undefined, lang: Language): Promise<Record<string, string>> {
  if (typeof raw !== 'string') return {};
  const t = await getTranslations({ locale: lang });
  const errors: Record<string, string> = {};
  for (const pair of raw.split(',').slice(0, 10)) {
    const [name, key] = pair.split(':');
    if (!name || !key || !/^[a-zA-Z]{1,30}$/.test(name) || !/^[a-z_]{1,60}$/.test(key)) continue;
    errors[name] = t.has(`validation.${key}` as never) ? t(`validation.${key}` as never) : t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : t('validation.default');
  }
  return errors;
}

/** The role and partners of a staff-account form. */
export function readRoleFields(form: FormData): { role: string; partners: string[] } {
  const partners = form
    .getAll('partners')
    .filter((v): v is string => typeof v === 'string')
    .slice(0, 50)
    .map((v) => v.slice(0, 40));
  return { role: formText(form, 'role', 20), partners };
}
