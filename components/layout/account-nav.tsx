'use client';

import Link from 'next/link';
import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';

/** The shop's navigation once logged in: the products, quick order, the customer's name (a link to the profile) and logout; a named navigation landmark. */
export function AccountNav({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const session = useSession();
  const t = useTranslations('account');
  const tc = useTranslations('catalog');
  if (!session.isAuthenticated) return null;
  return (
    <nav className="account-nav" aria-label={t('navLabel')}>
      <IntentLink href={buildPath({ lang, partnerId, path: 'products' })}>{tc('title')}</IntentLink>
      <IntentLink href={buildPath({ lang, partnerId, path: 'quick-order' })}>{t('quickOrder')}</IntentLink>
      <IntentLink className="account-greeting" href={buildPath({ lang, partnerId, path: 'profile/account' })}>
        {t('greeting', { name: session.nm ?? '' })}
      </IntentLink>
      <Link href={buildPath({ lang, partnerId, path: 'logout' })} prefetch={false}>
        {t('logout')}
      </Link>
    </nav>
  );
}
