import { IntentLink } from '@/components/ui/intent-link';
import { useTranslations } from 'next-intl';

type Props = { page: number; total: number; pageSize: number; href: (page: number) => string };

/** Page links that keep the place in the URL (shareable, crawlable, Back works): the catalogue and the orders. */
export function PageLinks({ page, total, pageSize, href }: Props) {
  const t = useTranslations('catalog');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const window = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      {page > 1 && (
        <IntentLink href={href(page - 1)} rel="prev">
          {t('previous')}
        </IntentLink>
      )}
      {window.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" aria-label={t('pageOf', { page: n, pages })}>
            {n}
          </span>
        ) : (
          <IntentLink key={n} href={href(n)} aria-label={t('page', { page: n })}>
            {n}
          </IntentLink>
        ),
      )}
      {page < pages && (
        <IntentLink href={href(page + 1)} rel="next">
          {t('next')}
        </IntentLink>
      )}
    </nav>
  );
}
