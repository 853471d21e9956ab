import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import { Languages } from '@/lib/contract/enums';
import type { StaffMember } from '@/lib/contract/staff';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/** The console's header: its name, the orders, returns, quotes, customers, partners, the catalogue (products, categories, brands) and audit log, the languages (same page), and who is signed in with a logout button. */
export async function StaffHeader({ lang, me, path }: { lang: Language; me?: StaffMember; path: string }) {
  const t = await getTranslations({ locale: lang, namespace: 'staff' });
  const catalog = await getTranslations({ locale: lang, namespace: 'staffCatalog' });
  return (
    <header className="staff-header">
      <div className="container staff-header-row">
        <Link className="brand" href={staffPath(lang, 'orders', routingConfig)}>
          {t('title')}
        </Link>
        {me && (
          <nav aria-label={t('title')}>
            <Link href={staffPath(lang, 'orders', routingConfig)} aria-current={path.startsWith('orders') ? 'page' : undefined}>
              {t('header.orders')}
            </Link>
            <Link href={staffPath(lang, 'returns', routingConfig)} aria-current={path.startsWith('returns') ? 'page' : undefined}>
              {t('header.returns')}
            </Link>
            <Link href={staffPath(lang, 'quotes', routingConfig)} aria-current={path.startsWith('quotes') ? 'page' : undefined}>
              {t('header.quotes')}
            </Link>
            <Link href={staffPath(lang, 'customers', routingConfig)} aria-current={path.startsWith('customers') ? 'page' : undefined}>
              {t('header.customers')}
            </Link>
            <Link href={staffPath(lang, 'partners', routingConfig)} aria-current={path.startsWith('partners') ? 'page' : undefined}>
              {t('header.partners')}
            </Link>
            {(['products', 'categories', 'brands'] as const).map((page) => (
              <Link key={page} href={staffPath(lang, page, routingConfig)} aria-current={path.startsWith(page) ? 'page' : undefined}>
                {catalog(`nav.${page}`)}
              </Link>
            ))}
            {me.role !== 'SalesPerson' && <Link href={staffPath(lang, 'catalog/import', routingConfig)} aria-current={path.startsWith('catalog/import') ? 'page' : undefined}>{(await getTranslations({ locale: lang, namespace: 'staffImport' }))('nav')}</Link>}
            <Link href={staffPath(lang, 'audit', routingConfig)} aria-current={path.startsWith('audit') ? 'page' : undefined}>
              {t('header.audit')}
            </Link>
            {me.role === 'Employee' && (
              <Link href={staffPath(lang, 'members', routingConfig)} aria-current={path.startsWith('members') ? 'page' : undefined}>
                {t('header.members')}
              </Link>
            )}
          </nav>
        )}
        <ul className="lang-switcher" aria-label={t('header.languages')}>
          {Languages.map((l) => (
            <li key={l}>
              <a href={staffPath(l, path, routingConfig)} hrefLang={l} lang={l} aria-current={l === lang ? 'true' : undefined}>
                {l === 'el' ? 'Ελληνικά' : 'English'}
              </a>
            </li>
          ))}
        </ul>
        {me && (
          <form className="staff-signed-in" method="post" action={staffPath(lang, 'logout', routingConfig)}>
            <span>{t('header.signedInAs', { name: me.name, role: t(`roles.${me.role}`) })}</span>
            <Link href={staffPath(lang, 'two-factor', routingConfig)} aria-current={path === 'two-factor' ? 'page' : undefined}>
              {t('header.twoFactor')}
            </Link>
            <button type="submit" className="button-secondary">
              {t('header.logout')}
            </button>
          </form>
        )}
      </div>
    </header>
  );
}
