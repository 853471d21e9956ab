import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { StaffPager } from '@/components/staff/staff-pager';
import type { Language } from '@/lib/contract/enums';
import type { StaffProductList } from '@/lib/contract/staff-catalog';
import { formatMoney } from '@/lib/i18n/money';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { TableScroll } from '@/components/staff/table-scroll';

/** One page of products: code (to its editor), name in the page's language, category, brand, status, list price, stock and variants; pages as links that keep the filters. */
export async function ProductTable({ lang, list, search }: { lang: Language; list: StaffProductList; search: URLSearchParams }) {
  const t = await getTranslations('staffCatalog');
  return (
    <>
      <p role="status">{t('list.results', { count: list.total })}</p>
      {list.items.length > 0 && (
        <TableScroll label={t('list.title')}>
          <table className="staff-table">
            <thead>
              <tr>
                {(['code', 'name', 'category', 'brand', 'status'] as const).map((c) => (
                  <th key={c} scope="col">
                    {t(`list.columns.${c}`)}
                  </th>
                ))}
                {(['price', 'stock', 'variants'] as const).map((c) => (
                  <th key={c} scope="col" className="amount">
                    {t(`list.columns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.items.map((p) => (
                <tr key={p.code}>
                  <td>
                    <Link href={staffPath(lang, `products/${p.code.toLowerCase()}`, routingConfig)} aria-label={t('list.editOf', { code: p.code })}>
                      {p.code}
                    </Link>
                  </td>
                  <td>{p.name[lang]}</td>
                  <td>{p.category.name[lang]}</td>
                  <td>{p.brand.name}</td>
                  <td>{t(`statuses.${p.status}`)}</td>
                  <td className="amount">{formatMoney(p.priceCents, lang)}</td>
                  <td className="amount">{p.totalStock}</td>
                  <td className="amount">{p.variantCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <StaffPager lang={lang} page="products" list={list} search={search} />
    </>
  );
}
