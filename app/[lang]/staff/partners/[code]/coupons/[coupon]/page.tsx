import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CouponForm } from '@/components/staff/coupons/coupon-form';
import { couponLabels } from '@/components/staff/coupons/coupon-labels';
import { PartnerSection } from '@/components/staff/partner-section';
import { getStaffCoupons } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { saveCoupon } from '@/lib/staff/coupon-actions';
import { couponValuesOf } from '@/lib/staff/coupon-form';
import { loadPartnerSection } from '@/lib/staff/partner-section.server';

type Props = { params: Promise<{ lang: string; code: string; coupon: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, coupon } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'staff.coupons' });
  return { title: t('editOf', { code: coupon.toUpperCase() }) };
}

/** One coupon of a partner (issue #18 item 4): an Employee's form (untick "active" to deactivate it); the list is the other roles' view. */
export default async function StaffCouponPage({ params }: Props) {
  const { lang: rawLang, code, coupon: couponCode } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const { me, partner, data, canWrite } = await loadPartnerSection(lang, code, getStaffCoupons);
  // The console's paths are in lower case; codes are stored in capitals.
  const coupon = data.find((c) => c.code === couponCode.toUpperCase());
  if (!coupon || !canWrite) notFound();
  const t = await getTranslations('staff.coupons');
  const list = `partners/${encodeURIComponent(partner.code)}/coupons`;
  return (
    <PartnerSection lang={lang} me={me} path={`${list}/${coupon.code.toLowerCase()}`} back={{ path: list, text: t('backToList') }} title={t('editOf', { code: coupon.code })}>
      <p>{t('redeemed', { count: coupon.redemptions })}</p>
      <CouponForm action={saveCoupon.bind(null, lang, partner.code, coupon.code)} initial={{ values: couponValuesOf(coupon), errors: {} }} labels={await couponLabels()} codeFixed />
    </PartnerSection>
  );
}
