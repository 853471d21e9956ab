'use client';

import Link from 'next/link';
import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/contract/enums';
import { isCompanyPath } from '@/lib/company/sections';
import { useCompany } from '@/lib/company/use-company';
import { currentProfileSection, PROFILE_SECTIONS } from '@/lib/profile/menu';
import { buildPath } from '@/lib/routing/paths';

/**
 * The profile menu (SPEC §2): profile, addresses, orders, return order, logout. A real list of
 * links in a labelled nav (Tab and Enter work); the current section is `aria-current="page"`.
 * Beside the section on wide screens, a horizontally scrollable row above it on narrow ones.
 */
export function ProfileMenu({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('profile.menu');
  const pathname = usePathname() ?? '';
  const current = currentProfileSection(pathname);
  // "Company" for a member of one (issue #50): read in the browser, the menu is the same for everyone.
  const company = useCompany(partnerId);
  return (
    <nav className="profile-menu" aria-label={t('label')}>
      <ul>
        {PROFILE_SECTIONS.map((section) => (
          <li key={section.key}>
            <IntentLink href={buildPath({ lang, partnerId, path: section.path })} aria-current={current === section.key ? 'page' : undefined}>
              {t(section.key)}
            </IntentLink>
          </li>
        ))}
        {company.data && (
          <li>
            <IntentLink href={buildPath({ lang, partnerId, path: 'profile/company' })} aria-current={isCompanyPath(pathname) ? 'page' : undefined}>
              {t('company')}
            </IntentLink>
          </li>
        )}
        <li>
          <Link href={buildPath({ lang, partnerId, path: 'logout' })} prefetch={false}>
            {t('logout')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
