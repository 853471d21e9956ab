import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CouponForm } from '@/components/staff/coupons/coupon-form';
import { couponLabels } from '@/components/staff/coupons/coupon-labels';
import { StaffHeader } from '@/components/staff/staff-header';
import { getStaffCoupons } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
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
    <>
      <StaffHeader lang={lang} me={me} path={`${list}/new`} />
      <main id="content" className="container staff-main">
        <p>
          <Link href={staffPath(lang, list, routingConfig)}>{t('backToList')}</Link>
        </p>
        <h1>{t('newOf', { name: partner.name })}</h1>
        <CouponForm action={saveCoupon.bind(null, lang, partner.code, null)} initial={{ values: emptyCouponValues, errors: {} }} labels={await couponLabels()} codeFixed={false} />
      </main>
    </>
  );
}
