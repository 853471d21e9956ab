'use client';

import Link from 'next/link';
import { IntentLink } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/contract/enums';
import { isCompanyPath } from '@/lib/company/sections';
import { currentProfileSection, PROFILE_SECTIONS } from '@/lib/profile/menu';
import { buildPath } from '@/lib/routing/paths';

/**
 * The profile menu (SPEC §2): profile, addresses, orders, return order, company, logout. A real list of
 * links in a labelled nav (Tab and Enter work); the current section is `aria-current="page"`.
 * Beside the section on wide screens, a horizontally scrollable row above it on narrow ones.
 */
export function ProfileMenu({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('profile.menu');
  const pathname = usePathname() ?? '';
  const current = currentProfileSection(pathname);
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
        {/* "Company" for every customer (issue #50): a member's company pages, or where one without asks for a company account. */}
        <li>
          <IntentLink href={buildPath({ lang, partnerId, path: 'profile/company' })} aria-current={isCompanyPath(pathname) ? 'page' : undefined}>
            {t('company')}
          </IntentLink>
        </li>
        <li>
          <Link href={buildPath({ lang, partnerId, path: 'logout' })} prefetch={false}>
            {t('logout')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
