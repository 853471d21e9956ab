import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { getContentPageLinks } from '@/lib/api/content.server';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';

/**
 * The shop's footer: the partner's content pages (issue #18 item 7), in their order. Rendered on
 * the server with the partner's cached page list; nothing when the partner has none. No prefetch:
 * a footer is below every page's fold.
 */
export async function SiteFooter({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const links = await getContentPageLinks(partnerId, lang);
  if (links.length === 0) return null;
  const t = await getTranslations({ locale: lang, namespace: 'layout.footer' });
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
        </ul>
      </nav>
    </footer>
  );
}
