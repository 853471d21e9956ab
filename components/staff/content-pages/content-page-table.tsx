import { getFormatter, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { StaffContentPage } from '@/lib/contract/content-pages';
import type { Language } from '@/lib/contract/enums';
import { buildPath } from '@/lib/routing/paths';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { TableScroll } from '@/components/staff/table-scroll';

/**
 * A partner's content pages (issue #18 item 7) by position: title in the console's language,
 * address (to the storefront), position, published, last change; for an Employee, edit and delete.
 */
export async function ContentPageTable({ lang, code, pages, canWrite }: { lang: Language; code: string; pages: StaffContentPage[]; canWrite: boolean }) {
  const t = await getTranslations('staff.pages');
  const format = await getFormatter();
  if (pages.length === 0) return <p>{t('empty')}</p>;
  const base = `partners/${encodeURIComponent(code)}/pages`;
  return (
    <TableScroll label={t('title', { code })}>
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.title')}</th>
            <th scope="col">{t('columns.eurl')}</th>
            <th scope="col">{t('columns.position')}</th>
            <th scope="col">{t('columns.published')}</th>
            <th scope="col">{t('columns.updatedAt')}</th>
            {canWrite && <th scope="col">{t('columns.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {pages.map((p) => (
            <tr key={p.eurl}>
              <td>{p.title[lang] || p.title.el}</td>
              <td>
                <a href={buildPath({ lang, partnerId: code, path: `pages/${p.eurl}` }, routingConfig)}>{p.eurl}</a>
              </td>
              <td>{p.position}</td>
              <td>{p.published ? t('yes') : t('no')}</td>
              <td>{format.dateTime(new Date(p.updatedAt), { dateStyle: 'medium', timeStyle: 'short' })}</td>
              {canWrite && (
                <td className="staff-return-actions">
                  <Link href={staffPath(lang, `${base}/${p.eurl}`, routingConfig)} aria-label={t('editOf', { title: p.title[lang] || p.eurl })}>
                    {t('edit')}
                  </Link>
                  <Link href={staffPath(lang, `${base}/${p.eurl}/delete`, routingConfig)} aria-label={t('deleteOf', { title: p.title[lang] || p.eurl })}>
                    {t('delete')}
                  </Link>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
