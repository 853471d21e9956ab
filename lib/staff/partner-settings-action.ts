'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { staffApi } from '@/lib/api/staff.server';
import { routePath } from '@/lib/contract/api-paths';
import { zStaffPartner } from '@/lib/contract/staff-partners';
import { staffPaths } from '@/lib/contract/staff-routes';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { formFieldOf, formValuesOf, readPartnerForm, toSettingsRequest, type PartnerFormState } from './partner-form';
import { langOf } from './form-handler';
import { translateFailure } from './form-failure';

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
    const { errors, text } = await translateFailure(lang, error, formFieldOf, t('staff.partner.fix'));
    return { values, fingerprint: previous.fingerprint, errors, notice: { kind: 'error', text } };
  }
}
