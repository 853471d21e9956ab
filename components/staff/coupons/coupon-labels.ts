import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { CouponFormLabels } from './coupon-form';

/** The coupon form's texts in the request's language (the form is a client component fed no catalogue). */
export async function couponLabels(): Promise<CouponFormLabels> {
  const t = await getTranslations('staff.coupons');
  return {
    code: t('fields.code'),
    codeHint: t('fields.codeHint'),
    kind: t('fields.kind'),
    kinds: { Percentage: t('kinds.Percentage'), FixedAmount: t('kinds.FixedAmount'), Bogo: t('kinds.Bogo') },
    value: t('fields.value'),
    valueHint: t('fields.valueHint'),
    policy: t('fields.policy'),
    policies: { ProductOnly: t('policies.ProductOnly'), CouponOnly: t('policies.CouponOnly'), Maximum: t('policies.Maximum'), Additive: t('policies.Additive'), Multiplicative: t('policies.Multiplicative') },
    active: t('fields.active'),
    startsAt: t('fields.startsAt'),
    endsAt: t('fields.endsAt'),
    datesHint: t('fields.datesHint'),
    maxRedemptions: t('fields.maxRedemptions'),
    maxRedemptionsHint: t('fields.maxRedemptionsHint'),
    perCustomerLimit: t('fields.perCustomerLimit'),
    perCustomerLimitHint: t('fields.perCustomerLimitHint'),
    email: t('fields.email'),
    emailHint: t('fields.emailHint'),
    save: t('save'),
    saving: t('saving'),
  };
}
