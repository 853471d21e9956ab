import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CouponForm } from '@/components/staff/coupons/coupon-form';
import { couponLabels } from '@/components/staff/coupons/coupon-labels';
import { PartnerSection } from '@/components/staff/partner-section';
import { getStaffCoupons } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { saveCoupon } from '@/lib/staff/coupon-actions';
import { emptyCouponValues } from '@/lib/staff/coupon-form';
import { loadPartnerSection } from '@/lib/staff/partner-section.server';

type Props = { params: Promise<{ lang: string; code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.coupons' });
  return { title: t('new') };
}

/** A new coupon of a partner (issue #18 item 4): an Employee's form; other roles have none. */
export default async function StaffNewCouponPage({ params }: Props) {
  const { lang: rawLang, code } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const { me, partner, canWrite } = await loadPartnerSection(lang, code, getStaffCoupons);
  if (!canWrite) notFound();
  const t = await getTranslations('staff.coupons');
  const list = `partners/${encodeURIComponent(partner.code)}/coupons`;
  return (
    <PartnerSection lang={lang} me={me} path={`${list}/new`} back={{ path: list, text: t('backToList') }} title={t('newOf', { name: partner.name })}>
      <CouponForm action={saveCoupon.bind(null, lang, partner.code, null)} initial={{ values: emptyCouponValues, errors: {} }} labels={await couponLabels()} codeFixed={false} />
    </PartnerSection>
  );
}
