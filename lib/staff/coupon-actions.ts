'use server';

import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { staffApi } from '@/lib/api/staff.server';
import { routePath } from '@/lib/contract/api-paths';
import { zStaffCoupon } from '@/lib/contract/coupons';
import { staffPaths } from '@/lib/contract/staff-routes';
import { normalizeCouponCode } from '@/lib/coupons/coupon-code';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { couponFieldOf, readCouponForm, toCouponRequest, type CouponFormState } from './coupon-form';
import { langOf } from './form-handler';
import { translateFailure } from './form-failure';

/**
 * The coupon form's Server Action (issue #18 item 4): PUT /staff/partners/{code}/coupons/{coupon}
 * with the member's staff token; a new coupon takes its code from the form, one being edited
 * keeps its own. Saved: back to the list; refused: the form's next state, with what was typed and
 * a translated message per field. Coupons are never deleted: unticking "active" deactivates one.
 */
export async function saveCoupon(rawLang: string, partnerCode: string, fixedCode: string | null, _previous: CouponFormState, form: FormData): Promise<CouponFormState> {
  const lang = langOf(rawLang);
  const t = await getTranslations({ locale: lang });
  const values = readCouponForm(form);
  if (fixedCode) values.code = fixedCode;
  const api = await staffApi(lang);
  if (!api) redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  // The path names the coupon by its normalised code; a code that has none is the API's own refusal.
  const pathCode = normalizeCouponCode(values.code) ?? (values.code.trim() || '-');
  let saved: string;
  try {
    saved = zStaffCoupon.parse(await api.put(routePath(staffPaths.partnerCoupon, { code: partnerCode, coupon: pathCode }), { json: toCouponRequest(values) }).json()).code;
  } catch (error) {
    const { errors, text } = await translateFailure(lang, error, couponFieldOf, t('staff.coupons.fix'));
    return { values, errors, notice: { kind: 'error', text } };
  }
  redirect(`${staffPath(lang, `partners/${encodeURIComponent(partnerCode)}/coupons`, routingConfig)}?saved=${encodeURIComponent(saved)}`);
}
