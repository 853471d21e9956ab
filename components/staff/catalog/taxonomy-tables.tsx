import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Language } from '@/lib/contract/enums';
import type { StaffBrand, StaffCategory } from '@/lib/contract/staff-catalog';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { TableScroll } from '@/components/staff/table-scroll';

const codeCell = (lang: Language, kind: 'categories' | 'brands', code: string, canWrite: boolean, label: string) =>
  canWrite ? (
    <Link href={staffPath(lang, `${kind}/${code}`, routingConfig)} aria-label={label}>
      {code}
    </Link>
  ) : (
    code
  );

/** The category tree in tree order (a child indented under its parent): code (to its form, for an Employee), both names, size kind, position, products. */
export async function CategoryTree({ lang, items, canWrite }: { lang: Language; items: readonly StaffCategory[]; canWrite: boolean }) {
  const t = await getTranslations('staffCatalog.taxonomy.categories');
  if (items.length === 0) return <p>{t('empty')}</p>;
  return (
    <TableScroll label={t('title')}>
      <table className="staff-table catalog-tree">
        <thead>
          <tr>
            {(['code', 'el', 'en', 'sizeKind', 'position', 'products'] as const).map((c) => (
              <th key={c} scope="col" className={c === 'position' || c === 'products' ? 'amount' : undefined}>
                {t(`columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((c) => (
            <tr key={c.code}>
              <td style={{ paddingInlineStart: `${8 + c.depth * 24}px` }}>{codeCell(lang, 'categories', c.code, canWrite, t('editOf', { code: c.code }))}</td>
              <td lang="el">{c.name.el}</td>
              <td lang="en">{c.name.en}</td>
              <td>{t(`sizeKinds.${c.sizeKind}`)}</td>
              <td className="amount">{c.position}</td>
              <td className="amount">{c.productCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The brands by code: code (to its form, for an Employee), name, products. */
export async function BrandTable({ lang, items, canWrite }: { lang: Language; items: readonly StaffBrand[]; canWrite: boolean }) {
  const t = await getTranslations('staffCatalog.taxonomy.brands');
  if (items.length === 0) return <p>{t('empty')}</p>;
  return (
    <TableScroll label={t('title')}>
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">{t('columns.code')}</th>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col" className="amount">
              {t('columns.products')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((b) => (
            <tr key={b.code}>
              <td>{codeCell(lang, 'brands', b.code, canWrite, t('editOf', { code: b.code }))}</td>
              <td>{b.name}</td>
              <td className="amount">{b.productCount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
