import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/** A console list's pages as links that keep its filters (`search`); nothing for a single page. */
export async function StaffPager({ lang, page, list, search }: { lang: Language; page: string; list: { page: number; pageSize: number; total: number }; search: URLSearchParams }) {
  const t = await getTranslations('staff.orders');
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages <= 1) return null;
  const pageHref = (n: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(n));
    return `${staffPath(lang, page, routingConfig)}?${next}`;
  };
  return (
    <nav className="staff-pager" aria-label={t('page', { page: list.page, pages })}>
      {list.page > 1 && <Link href={pageHref(list.page - 1)}>{t('previous')}</Link>}
      <span>{t('page', { page: list.page, pages })}</span>
      {list.page < pages && <Link href={pageHref(list.page + 1)}>{t('next')}</Link>}
    </nav>
  );
}
