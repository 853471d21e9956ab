import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CouponTable } from '@/components/staff/coupons/coupon-table';
import { PartnerSection } from '@/components/staff/partner-section';
import { StaffNotice } from '@/components/staff/staff-notice';
import { getStaffCoupons } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { loadPartnerSection, queryValue } from '@/lib/staff/partner-section.server';

type Props = { params: Promise<{ lang: string; code: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'staff.coupons' });
  return { title: t('title', { code }) };
}

/** A partner's coupons (issue #18 item 4): the list; an Employee creates and changes (and deactivates) them. */
export default async function StaffCouponsPage({ params, searchParams }: Props) {
  const { lang: rawLang, code } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const { me, partner, data, canWrite } = await loadPartnerSection(lang, code, getStaffCoupons);
  const saved = queryValue((await searchParams).saved);
  const t = await getTranslations('staff.coupons');
  const base = `partners/${encodeURIComponent(partner.code)}`;
  return (
    <PartnerSection lang={lang} me={me} path={`${base}/coupons`} back={{ path: base, text: t('back', { name: partner.name }) }} title={t('heading', { name: partner.name })}>
      <StaffNotice success={saved ? t('saved', { code: saved }) : undefined} />
      {canWrite ? (
        <p>
          <Link href={staffPath(lang, `${base}/coupons/new`, routingConfig)} className="button-primary">
            {t('new')}
          </Link>
        </p>
      ) : (
        <p role="status">{t('readOnly')}</p>
      )}
      <CouponTable lang={lang} code={partner.code} coupons={data} canWrite={canWrite} />
    </PartnerSection>
  );
}
