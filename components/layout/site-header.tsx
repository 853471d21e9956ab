import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import { CartBadge } from '@/components/cart/cart-badge';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { AccountNav } from './account-nav';
import { HeaderMenu } from './header-menu';
import { HeaderSearch } from './header-search';
import { LanguageSwitcher } from './language-switcher';

/**
 * The shop's header: the partner's name leading home, the search (header-search.tsx), the cart,
 * the account links and the languages. On a phone it is one row of a fixed height, the name (cut
 * if long), the cart, the search button and a menu button; the account links and the languages
 * are in that menu (header-menu.tsx).
 */
export async function SiteHeader({ partnerName, partnerId, lang }: { partnerName: string; partnerId: string; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'search.header' });
  return (
    <header className="site-header">
      <div className="container">
        <IntentLink className="brand" href={buildPath({ lang, partnerId })}>
          {partnerName}
        </IntentLink>
        <HeaderSearch
          action={buildPath({ lang, partnerId, path: 'products' })}
          labels={{ label: t('label'), placeholder: t('placeholder'), submit: t('submit'), open: t('open') }}
        />
        <div className="header-actions">
          <CartBadge lang={lang} partnerId={partnerId} />
          <HeaderMenu>
            <AccountNav lang={lang} partnerId={partnerId} />
            <LanguageSwitcher />
          </HeaderMenu>
        </div>
      </div>
    </header>
  );
}
