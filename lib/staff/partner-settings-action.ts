'use server';

import { HTTPError } from 'ky';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { toApiError } from '@/lib/api/errors';
import { staffApi } from '@/lib/api/staff.server';
import { routePath } from '@/lib/contract/api-paths';
import { zStaffPartner } from '@/lib/contract/staff-partners';
import { staffPaths } from '@/lib/contract/staff-routes';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { formFieldOf, formValuesOf, readPartnerForm, toSettingsRequest, type PartnerFormState } from './partner-form';
import { langOf } from './form-handler';

/**
 * The partner settings form's Server Action (issue #17 item 3): PUT /staff/partners/{code} through
 * the operations API with the member's staff token. It answers the form's next state: the saved
 * values with the new fingerprint, or what was typed with translated field errors (the form keeps
 * everything; a long landing text is never lost to a refusal). A session that has ended goes to
 * the console login.
 */
export async function savePartnerSettings(rawLang: string, code: string, previous: PartnerFormState, form: FormData): Promise<PartnerFormState> {
  const lang = langOf(rawLang);
  const t = await getTranslations({ locale: lang });
  const values = readPartnerForm(form);
  const api = await staffApi(lang);
  if (!api) redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  try {
    const saved = zStaffPartner.parse(await api.put(routePath(staffPaths.partner, { code }), { json: toSettingsRequest(values, previous.fingerprint) }).json());
    return { values: formValuesOf(saved), fingerprint: saved.fingerprint, errors: {}, notice: { kind: 'success', text: t('staff.partner.saved') } };
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    if (error.response.status === 401) redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
    const failure = await toApiError(error);
    const errors: PartnerFormState['errors'] = {};
    for (const [field, key] of Object.entries(failure.fields ?? {})) {
      const name = formFieldOf(field);
      if (!name) continue;
      const params = failure.params?.[field] ?? {};
      errors[name] = t.has(`validation.${key}` as never) ? t(`validation.${key}` as never, params as never) : t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : t('validation.default');
    }
    const top = failure.key === 'validation_failed' ? t('staff.partner.fix') : t.has(`errors.${failure.key}` as never) ? t(`errors.${failure.key}` as never) : t('errors.unknown');
    return { values, fingerprint: previous.fingerprint, errors, notice: { kind: 'error', text: top } };
  }
}
