import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import { Languages } from '@/lib/contract/enums';
import type { StaffMember } from '@/lib/contract/staff';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

const MENU_ID = 'staff-menu';

/**
 * The console's header: its name, the orders, returns, quotes, customers, partners, the catalogue
 * (products, categories, brands), the fiscal documents and audit log, the languages (same page), and who is signed in
 * with a logout button. On a phone the links, languages and logout are in a menu (decision 0052).
 */
export async function StaffHeader({ lang, me, path }: { lang: Language; me?: StaffMember; path: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'staff' });
  const catalog = await getTranslations({ locale: lang, namespace: 'staffCatalog' });
  const catalogImport = await getTranslations({ locale: lang, namespace: 'staffImport' });
  const mobile = await getTranslations({ locale: lang, namespace: 'staffMobile' });
  const privacy = await getTranslations({ locale: lang, namespace: 'staffPrivacy' });
  // The console's pages in the header, in this order; the import not a SalesPerson's, the staff accounts only an Employee's.
  const pages: readonly (readonly [string, string])[] = me
    ? [
        ['orders', t('header.orders')],
        ['returns', t('header.returns')],
        ['quotes', t('header.quotes')],
        ['customers', t('header.customers')],
        ['companies', t('header.companies')],
        ['partners', t('header.partners')],
        ...(['products', 'categories', 'brands'] as const).map((page) => [page, catalog(`nav.${page}`)] as const),
        ...(me.role !== 'SalesPerson' ? [['catalog/import', catalogImport('nav')] as const] : []),
        ['fiscal', t('header.fiscal')],
        ['shipping', t('header.shipping')],
        ['privacy', privacy('nav')],
        ['audit', t('header.audit')],
        ...(me.role === 'Employee' ? [['members', t('header.members')] as const] : []),
      ]
    : [];
  const links = pages.map(([page, name]) => (
    <Link key={page} href={staffPath(lang, page, routingConfig)} aria-current={path.startsWith(page) ? 'page' : undefined}>
      {name}
    </Link>
  ));
  const languages = (
    <ul className="lang-switcher" aria-label={t('header.languages')}>
      {Languages.map((l) => (
        <li key={l}>
          <a href={staffPath(l, path, routingConfig)} hrefLang={l} lang={l} aria-current={l === lang ? 'true' : undefined}>
            {l === 'el' ? 'Ελληνικά' : 'English'}
          </a>
        </li>
      ))}
    </ul>
  );
  const signedIn = me && (
    <form className="staff-signed-in" method="post" action={staffPath(lang, 'logout', routingConfig)}>
      <span>{t('header.signedInAs', { name: me.name, role: t(`roles.${me.role}`) })}</span>
      <Link href={staffPath(lang, 'two-factor', routingConfig)} aria-current={path === 'two-factor' ? 'page' : undefined}>
        {t('header.twoFactor')}
      </Link>
      <button type="submit" className="button-secondary">
        {t('header.logout')}
      </button>
    </form>
  );
  return (
    <header className="staff-header">
      <div className="container staff-header-row">
        <Link className="brand" href={staffPath(lang, 'orders', routingConfig)}>
          {t('title')}
        </Link>
        {me ? (
          <>
            {/* A phone's header (decision 0052): the links, languages and logout in a menu the button opens (a popover, no script); wider, they stand in the row. */}
            <button type="button" className="staff-menu-button" popoverTarget={MENU_ID} aria-controls={MENU_ID}>
              {mobile('menu')}
            </button>
            <div id={MENU_ID} className="staff-menu" popover="auto">
              <nav aria-label={t('title')}>{links}</nav>
              {languages}
              {signedIn}
            </div>
          </>
        ) : (
          languages
        )}
      </div>
    </header>
  );
}
