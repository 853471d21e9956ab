import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { toSearch, type CatalogQuery } from '@/lib/catalog/search-params';

/** Page links that keep every filter in the URL (shareable, crawlable, Back works). */
export function Pagination({ path, query, total, pageSize }: { path: string; query: CatalogQuery; total: number; pageSize: number }) {
  const t = useTranslations('catalog');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const href = (page: number) => path + toSearch({ ...query, page });
  const window = [...new Set([1, query.page - 1, query.page, query.page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      {query.page > 1 && (
        <Link href={href(query.page - 1)} rel="prev">
          {t('previous')}
        </Link>
      )}
      {window.map((n) =>
        n === query.page ? (
          <span key={n} aria-current="page" aria-label={t('pageOf', { page: n, pages })}>
            {n}
          </span>
        ) : (
          <Link key={n} href={href(n)} aria-label={t('page', { page: n })}>
            {n}
          </Link>
        ),
      )}
      {query.page < pages && (
        <Link href={href(query.page + 1)} rel="next">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
