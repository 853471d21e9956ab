import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Language } from '@/lib/contract/enums';
import { legalPagePath, PRIVACY_PAGE_EURL, TERMS_PAGE_EURL } from '@/lib/content/legal-pages';
import { buildPath } from '@/lib/routing/paths';

/**
 * The line under a form that binds the shopper (issue #49 item 4): registration, or placing the
 * order at checkout, links the terms of sale and the privacy notice. Plain links that open in a new
 * tab (said to screen readers), so the form in progress is not left; no client code of its own.
 */
export function LegalLinksNote({ lang, partnerId, kind }: { lang: Language; partnerId: string; kind: 'register' | 'checkout' }) {
  const t = useTranslations('legalLinks');
  const link = (eurl: typeof PRIVACY_PAGE_EURL | typeof TERMS_PAGE_EURL) =>
    function LegalLink(chunks: ReactNode) {
      return (
        <a href={buildPath({ lang, partnerId, path: legalPagePath(eurl) })} target="_blank" rel="noopener">
          {chunks}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
      );
    };
  return (
    <p className="legal-links-note" data-testid="legal-links-note">
      {t.rich(kind === 'register' ? 'register' : 'checkout', { terms: link(TERMS_PAGE_EURL), privacy: link(PRIVACY_PAGE_EURL) })}
    </p>
  );
}
