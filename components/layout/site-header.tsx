import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { LanguageSwitcher } from './language-switcher';

export function SiteHeader({ partnerName, partnerId, lang }: { partnerName: string; partnerId: string; lang: Language }) {
  return (
    <header className="site-header">
      <div className="container">
        <Link className="brand" href={buildPath({ lang, partnerId })}>
          {partnerName}
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
