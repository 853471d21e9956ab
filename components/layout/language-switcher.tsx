'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Languages } from '@/lib/contract/enums';
import { switchLanguagePath } from '@/lib/routing/paths';

/** Links to the current page in every language (the switcher keeps the page). */
export function LanguageSwitcher() {
  const pathname = usePathname();
  const current = useLocale();
  const t = useTranslations('common');
  return (
    <nav aria-label={t('language')}>
      <ul className="lang-switcher">
        {Languages.map((lang) => (
          <li key={lang}>
            <Link href={switchLanguagePath(pathname, lang)} hrefLang={lang} lang={lang} aria-current={lang === current}>
              {t(`languages.${lang}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
