import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PartnerForm, type PartnerFormLabels } from '@/components/staff/partner-form';
import { StaffHeader } from '@/components/staff/staff-header';
import { RichText } from '@/components/ui/rich-text';
import { getStaffMe, getStaffPartner } from '@/lib/api/staff.server';
import { publicConfig } from '@/lib/config/public';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { formValuesOf } from '@/lib/staff/partner-form';
import { savePartnerSettings } from '@/lib/staff/partner-settings-action';

type Props = { params: Promise<{ lang: string; code: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, code } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'staff.partners' });
  return { title: t('edit', { name: code }) };
}

/** A partner's settings (issue #17 item 3): the form for an Employee, the values and the landing content for the others. */
export default async function StaffPartnerPage({ params }: Props) {
  const { lang: rawLang, code } = await params;
  const lang = rawLang as Language;
  setRequestLocale(lang);
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const partner = await getStaffPartner(lang, code);
  if (partner.kind === 'signed-out') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  if (partner.kind === 'not-found') notFound();
  const p = partner.data;
  const t = await getTranslations('staff.partner');
  const list = await getTranslations('staff.partners');
  const format = await getFormatter();
  const language = (l: Language) => (l === 'el' ? 'Ελληνικά' : 'English');
  const labels: PartnerFormLabels = {
    discountKind: t('discountKind'),
    kinds: { Percentage: t('kinds.Percentage'), FixedAmount: t('kinds.FixedAmount') },
    discountValue: t('discountValue'),
    discountValueHint: t('discountValueHint'),
    quotaLimit: t('quotaLimit'),
    quotaPeriod: t('quotaPeriod'),
    periods: { month: t('periods.month'), quarter: t('periods.quarter'), year: t('periods.year') },
    freeDeliveryThreshold: t('freeDeliveryThreshold'),
    freeDeliveryThresholdHint: t('freeDeliveryThresholdHint', { amount: publicConfig.freeDeliveryThreshold }),
    loyalty: t('loyalty'),
    loyaltyPointsPerEuro: t('loyaltyPointsPerEuro'),
    loyaltyRegisterPoints: t('loyaltyRegisterPoints'),
    loyaltyBirthdayPoints: t('loyaltyBirthdayPoints'),
    loyaltyCentsPerPoint: t('loyaltyCentsPerPoint'),
    loyaltyCentsPerPointHint: t('loyaltyCentsPerPointHint'),
    quoteFloorMarginPercent: t('quoteFloorMarginPercent'),
    quoteFloorMarginPercentHint: t('quoteFloorMarginPercentHint'),
    registrationCode: t('registrationCode'),
    registrationCodeHint: t('registrationCodeHint'),
    contentEl: t('content', { language: language('el') }),
    contentEn: t('content', { language: language('en') }),
    contentHint: t('contentHint'),
    issuer: t('issuer.legend'),
    issuerHint: t('issuer.hint'),
    issuerFields: {
      issuerNameEl: t('issuer.name', { language: language('el') }),
      issuerNameEn: t('issuer.name', { language: language('en') }),
      issuerAddressEl: t('issuer.address', { language: language('el') }),
      issuerAddressEn: t('issuer.address', { language: language('en') }),
      issuerVatNumber: t('issuer.vatNumber'),
      issuerTaxOffice: t('issuer.taxOffice'),
      issuerRegistryNumber: t('issuer.registryNumber'),
      issuerPhone: t('issuer.phone'),
      issuerEmail: t('issuer.email'),
    },
    save: t('save'),
    saving: t('saving'),
  };
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path={`partners/${p.code}`} />
      <main id="content" className="container staff-main">
        <p>
          <Link href={staffPath(lang, 'partners', routingConfig)}>{list('back')}</Link>
        </p>
        <h1>{t('title', { name: p.name, code: p.code })}</h1>
        <nav aria-label={t('sections')} className="staff-return-filter">
          <Link href={staffPath(lang, `partners/${p.code}/pages`, routingConfig)}>{t('pagesLink')}</Link>
          <Link href={staffPath(lang, `partners/${p.code}/coupons`, routingConfig)}>{t('couponsLink')}</Link>
        </nav>
        {p.issuer && p.issuerMydataUser === false && (
          <p className="staff-fiscal-reason" role="note">
            {t('issuer.noMydataUser', { vatNumber: p.issuer.vatNumber })}
          </p>
        )}
        {me.data.role === 'Employee' ? (
          <PartnerForm action={savePartnerSettings.bind(null, lang, p.code)} initial={{ values: formValuesOf(p), fingerprint: p.fingerprint, errors: {} }} labels={labels} />
        ) : (
          <>
            <p role="status">{t('readOnly')}</p>
            <dl className="staff-partner-values">
              <dt>{list('columns.discount')}</dt>
              <dd>{p.discountKind === 'Percentage' ? list('percent', { value: p.discountValue }) : list('perUnit', { amount: format.number(p.discountValue / 100, { style: 'currency', currency: 'EUR' }) })}</dd>
              <dt>{list('columns.quota')}</dt>
              <dd>{list('quota', { limit: p.quotaLimit, period: p.quotaPeriod })}</dd>
              <dt>{t('freeDeliveryThreshold')}</dt>
              <dd>{p.freeDeliveryThreshold === null ? t('freeDeliveryDefault', { amount: publicConfig.freeDeliveryThreshold }) : format.number(p.freeDeliveryThreshold / 100, { style: 'currency', currency: 'EUR' })}</dd>
              <dt>{list('columns.registrationCode')}</dt>
              <dd>{p.registrationCode}</dd>
              <dt>{t('loyalty')}</dt>
              <dd>{t('loyaltySummary', { perEuro: p.loyaltyPointsPerEuro, register: p.loyaltyRegisterPoints, birthday: p.loyaltyBirthdayPoints, cents: p.loyaltyCentsPerPoint })}</dd>
              <dt>{t('quoteFloorMarginPercent')}</dt>
              <dd>{list('percent', { value: p.quoteFloorMarginPercent })}</dd>
            </dl>
            {(['el', 'en'] as const).map((l) => (
              <section key={l} aria-label={t('preview', { language: language(l) })}>
                <h2>{t('preview', { language: language(l) })}</h2>
                <RichText html={p.content[l]} />
              </section>
            ))}
          </>
        )}
      </main>
    </>
  );
}
