import Link from 'next/link';
import { CartBadge } from '@/components/cart/cart-badge';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { AccountNav } from './account-nav';
import { LanguageSwitcher } from './language-switcher';

export function SiteHeader({ partnerName, partnerId, lang }: { partnerName: string; partnerId: string; lang: Language }) {
  return (
    <header className="site-header">
      <div className="container">
        <Link className="brand" href={buildPath({ lang, partnerId })}>
          {partnerName}
        </Link>
        <div className="header-actions">
          <AccountNav lang={lang} partnerId={partnerId} />
          <CartBadge lang={lang} partnerId={partnerId} />
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
