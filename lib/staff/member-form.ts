import 'server-only';
import type { KyInstance } from 'ky';
import type { NextResponse } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import { formText } from './form-handler';
import { forwardStaffForm, type Back } from './forward-form';

/**
 * The staff-account forms' handlers (issue #44 item 3): forwardStaffForm, with the API's field keys
 * going back too (`fields=email:staff_email_taken`), so the form marks the field and keeps what was
 * typed (the plan puts the typed values in the failure's query).
 */
export function forwardMemberForm(
  request: Request,
  rawLang: string,
  plan: (form: FormData) => { send: (api: KyInstance) => Promise<unknown>; done: Back; failed: (error: string, fields: string | undefined) => Back },
): Promise<NextResponse> {
  return forwardStaffForm(request, rawLang, (form) => {
    const step = plan(form);
    // An account that is not an Employee's (any more): the staff-account pages' own words for it.
    return { ...step, failed: (key, fields) => step.failed(key === 'staff_role_forbidden' ? 'staff_members_forbidden' : key, fieldsParam(fields)) };
  });
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
