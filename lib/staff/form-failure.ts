import 'server-only';
import { HTTPError } from 'ky';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { toApiError } from '@/lib/api/errors';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/**
 * A console form's refusal from the operations API, translated (the partner settings, content
 * pages and coupons forms): a message per form field (`fieldOf` maps the API's field keys to the
 * form's) and one for the whole form (`fix` when fields are wrong). A session that has ended goes
 * to the console login; an error that is not the API's answer is thrown on.
 */
export async function translateFailure<F extends string>(
  lang: Language,
  error: unknown,
  fieldOf: (apiField: string) => F | undefined,
  fix: string,
): Promise<{ errors: Partial<Record<F, string>>; text: string }> {
  if (!(error instanceof HTTPError)) throw error;
  if (error.response.status === 401) redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations({ locale: lang });
  const failure = await toApiError(error);
  const errors: Partial<Record<F, string>> = {};
  for (const [field, key] of Object.entries(failure.fields ?? {})) {
    const name = fieldOf(field);
    if (!name) continue;
    const params = failure.params?.[field] ?? {};
    errors[name] = t.has(`validation.${key}` as never) ? t(`validation.${key}` as never, params as never) : t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : t('validation.default');
  }
  const text = failure.key === 'validation_failed' || Object.keys(errors).length > 0 ? fix : t.has(`errors.${failure.key}` as never) ? t(`errors.${failure.key}` as never) : t('errors.unknown');
  return { errors, text };
}
