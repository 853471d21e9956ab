'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Suspense } from 'react';
import { Languages } from '@/lib/contract/enums';
import { switchLanguagePath } from '@/lib/routing/paths';

/**
 * Links to the current page in every language. The switch keeps the page and its query string
 * (filters, sort, page, the chosen variant, the checkout step; issue #16 item 1): what the shopper
 * typed in checkout is in its draft, which is the same in both languages.
 */
export function LanguageSwitcher() {
  // The query is known in the browser only (the pages are cached without it): until then, the
  // same links without it, the same size.
  return (
    <Suspense fallback={<LanguageLinks search="" />}>
      <LanguageLinksHere />
    </Suspense>
  );
}

function LanguageLinksHere() {
  const search = useSearchParams().toString();
  return <LanguageLinks search={search ? `?${search}` : ''} />;
}

function LanguageLinks({ search }: { search: string }) {
  const pathname = usePathname();
  const current = useLocale();
  const t = useTranslations('common');
  return (
    <nav aria-label={t('language')}>
      <ul className="lang-switcher">
        {Languages.map((lang) => (
          <li key={lang}>
            <IntentLink href={`${switchLanguagePath(pathname, lang)}${search}`} hrefLang={lang} lang={lang} aria-current={lang === current}>
              {t(`languages.${lang}`)}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
