import 'server-only';
import { HTTPError } from 'ky';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { toApiError } from '@/lib/api/errors';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/** The text of an API key in the console's catalogue pages: its own words (`staffCatalog.errors`, then a bundle's and a group's, `staffProductKinds.errors`), else the validation or general catalogue's. */
export async function catalogKeyText(lang: Language): Promise<(key: string, params?: Record<string, string | number>) => string> {
  const t = await getTranslations({ locale: lang });
  return (key, params = {}) => {
    if (!/^[a-z_]{1,60}$/.test(key)) return t('errors.unknown');
    if (t.has(`staffCatalog.errors.${key}` as never)) return t(`staffCatalog.errors.${key}` as never, params as never);
    if (t.has(`staffProductKinds.errors.${key}` as never)) return t(`staffProductKinds.errors.${key}` as never);
    if (t.has(`validation.${key}` as never)) return t(`validation.${key}` as never, params as never);
    return t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : t('errors.unknown');
  };
}

/**
 * A catalogue form's refusal from the operations API (issue #45 item 1), translated: a message per
 * form field (`fieldOf` maps the API's field keys, `variants.3.sku` included) and one for the
 * form (`fix` when fields are wrong; a stale version says someone else changed the record). A
 * session that has ended goes to the console login; an error that is not the API's is thrown on.
 */
export async function catalogFailure(lang: Language, error: unknown, fieldOf: (apiField: string) => string | undefined, fix: string): Promise<{ errors: Record<string, string>; text: string; key: string; params?: Record<string, Record<string, string | number>> }> {
  if (!(error instanceof HTTPError)) throw error;
  if (error.response.status === 401) redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const text = await catalogKeyText(lang);
  const failure = await toApiError(error);
  const errors: Record<string, string> = {};
  for (const [field, key] of Object.entries(failure.fields ?? {})) {
    const name = fieldOf(field);
    if (name) errors[name] ??= text(key, failure.params?.[field]);
  }
    // The whole answer's values (a stale version names the version now: params.expectedVersion.current).
  const values = Object.assign({}, ...Object.values(failure.params ?? {})) as Record<string, string | number>;
  const whole = failure.key === 'validation_failed' || Object.keys(errors).length > 0 ? fix : text(failure.key, values);
  return { errors, text: whole, key: failure.key, params: failure.params };
}
