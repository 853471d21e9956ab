'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import type { Company } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import { currentCompanySection, maySeeSection, visibleSections, type CompanySectionKey } from '@/lib/company/sections';
import { useCompany } from '@/lib/company/use-company';
import { buildPath } from '@/lib/routing/paths';

type Props = {
  lang: Language;
  partnerId: string;
  section: CompanySectionKey;
  /** The section's content for a member who may see it. */
  children: (company: Company) => ReactNode;
  /** The overview's content for a customer of no company (the ask-for-a-company form). */
  none?: ReactNode;
};

/**
 * Every company page's client part (issue #50): reads the customer's company (a client hole in a
 * page that is the same for everyone), then shows the company's sections the member's role opens
 * and the section itself, or why not: no company, a role without it, a company that is not active.
 */
export function CompanyFrame({ lang, partnerId, section, children, none }: Props) {
  const t = useTranslations('company');
  const company = useCompany(partnerId);
  const overview = buildPath({ lang, partnerId, path: 'profile/company' });

  if (company.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void company.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (company.data === undefined) return <FullPageSpinner />;
  if (company.data === null) {
    if (none) return <>{none}</>;
    return (
      <div className="empty-state">
        <p>{t('notMember')}</p>
        <IntentLink href={overview}>{t('toOverview')}</IntentLink>
      </div>
    );
  }
  return (
    <>
      <CompanyNav lang={lang} partnerId={partnerId} company={company.data} />
      {maySeeSection(section, company.data) ? (
        children(company.data)
      ) : (
        <div className="empty-state" role="status">
          <p>{company.data.status === 'active' ? t('forbidden') : t('notActive')}</p>
          <IntentLink href={overview}>{t('toOverview')}</IntentLink>
        </div>
      )}
    </>
  );
}

/** The company's sections the member's role opens, the current one marked. Shown once there is more than the overview. */
function CompanyNav({ lang, partnerId, company }: { lang: Language; partnerId: string; company: Company }) {
  const t = useTranslations('company.nav');
  const current = currentCompanySection(usePathname() ?? '');
  const sections = visibleSections(company);
  if (sections.length < 2) return null;
  return (
    <nav className="company-nav" aria-label={t('label')}>
      <ul>
        {sections.map((s) => (
          <li key={s.key}>
            <IntentLink href={buildPath({ lang, partnerId, path: s.path })} aria-current={current === s.key ? 'page' : undefined}>
              {t(s.key)}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
