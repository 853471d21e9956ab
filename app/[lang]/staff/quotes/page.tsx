import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { QuoteTable } from '@/components/staff/quotes/quote-table';
import { StaffHeader } from '@/components/staff/staff-header';
import { getStaffMe, getStaffQuotes } from '@/lib/api/staff.server';
import { QuotationStatus, type Language } from '@/lib/contract/enums';
import { isSafeText } from '@/lib/contract/safe-text';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
const isStatus = (value: string | undefined): value is QuotationStatus => (QuotationStatus as readonly string[]).includes(value ?? '');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staff.quotes' });
  return { title: t('title') };
}

/** Quotations (issue #18 item 3): those still waiting for prices first (Pending by default), by status and partner. */
export default async function StaffQuotesPage({ params, searchParams }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const search = await searchParams;
  const asked = one(search.status);
  const status = asked === 'all' ? undefined : isStatus(asked) ? asked : 'Pending';
  const askedPartner = one(search.partner)?.toLowerCase().slice(0, 40);
  // A partner the API would refuse (a NUL, a control…: issue #44 item 4) is left out and said so, never sent.
  const partnerRefused = askedPartner !== undefined && !isSafeText(askedPartner);
  const partner = partnerRefused ? undefined : askedPartner;
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const list = await getStaffQuotes(lang, new URLSearchParams({ ...(status ? { status } : {}), ...(partner ? { partner } : {}) }));
  if (list.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staff.quotes');
  const statuses = await getTranslations('quotes.statuses');
  const here = staffPath(lang, 'quotes', routingConfig);
  const link = (s: string) => `${here}?${new URLSearchParams({ status: s, ...(partner ? { partner } : {}) })}`;
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="quotes" />
      <main id="content" className="container staff-main">
        <h1>{t('title')}</h1>
        <nav className="staff-quote-filter" aria-label={t('filter')}>
          {[...QuotationStatus, 'all' as const].map((s) => (
            <a key={s} href={link(s)} aria-current={(status ?? 'all') === s ? 'page' : undefined}>
              {s === 'all' ? t('all') : statuses(s)}
            </a>
          ))}
        </nav>
        {partnerRefused && (
          <div role="alert" className="form-alert form-alert-error">
            <p>{(await getTranslations('validation'))('invalid_characters')}</p>
          </div>
        )}
        <QuoteTable lang={lang} quotes={list.data.items} />
      </main>
    </>
  );
}
