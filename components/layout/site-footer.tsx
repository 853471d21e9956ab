import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ConsentSettingsButton } from '@/components/consent/consent-settings-button';
import { getContentPageLinks } from '@/lib/api/content.server';
import { ACCESSIBILITY_PAGE, PRIVACY_PAGE_EURL, TERMS_PAGE_EURL } from '@/lib/content/legal-pages';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/**
 * The shop's footer, on every page: the partner's content pages (issue #18 item 7) in their order,
 * its privacy notice and terms among them (issue #49), then the accessibility statement and the
 * cookie settings. Rendered on the server with the partner's cached page list. No prefetch: a
 * footer is below every page's fold.
 */
export async function SiteFooter({ lang, partnerId, signIn = false }: { lang: Language; partnerId: string; signIn?: boolean }) {
  const [links, t] = await Promise.all([getContentPageLinks(partnerId, lang), getTranslations({ locale: lang, namespace: 'layout.footer' })]);
  const accessibility = buildPath({ lang, partnerId, path: ACCESSIBILITY_PAGE });
  if (signIn) {
    // The sign-in pages (decision 0098): the notices only, as plain links, no list: their HTML has a
    // 20 kB budget. No cookie settings: nothing optional happens there (decision 0094); the privacy
    // notice, one click away, carries them.
    const legal = links.filter((link) => link.eurl === TERMS_PAGE_EURL || link.eurl === PRIVACY_PAGE_EURL);
    // Three links in the footer landmark itself, no navigation landmark around them.
    return (
      <footer className="site-footer">
        <p className="container">
          {legal.map((link) => (
            <a key={link.eurl} href={buildPath({ lang, partnerId, path: `pages/${link.eurl}` })}>
              {link.title}
            </a>
          ))}
          <a href={accessibility}>{t('accessibility')}</a>
        </p>
      </footer>
    );
  }
  return (
    <footer className="site-footer">
      <nav className="container" aria-label={t('label')}>
        <ul>
          {links.map((link) => (
            <li key={link.eurl}>
              <Link href={buildPath({ lang, partnerId, path: `pages/${link.eurl}` })} prefetch={false}>
                {link.title}
              </Link>
            </li>
          ))}
          <li>
            <Link href={accessibility} prefetch={false}>
              {t('accessibility')}
            </Link>
          </li>
          <li>
            <ConsentSettingsButton label={t('cookieSettings')} />
          </li>
        </ul>
      </nav>
    </footer>
  );
}
