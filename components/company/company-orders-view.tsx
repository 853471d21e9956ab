'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useFormatter, useTranslations } from 'next-intl';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { PageLinks } from '@/components/ui/page-links';
import { useMoney } from '@/components/ui/use-money';
import type { Company } from '@/lib/contract/companies';
import type { Language } from '@/lib/contract/enums';
import { fetchCompanyOrders } from '@/lib/company/company-api';
import { companyOrderSearch, parseCompanyOrderFilters, STATUS_FILTER_CODES, type CompanyOrderFilters } from '@/lib/company/order-filters';
import { companyKeys } from '@/lib/company/query-keys';
import { orderStatusKey } from '@/lib/orders/order-status';
import { useSession } from '@/lib/session/use-session';
import { CompanyFrame } from './company-frame';
import { CompanyReorderButton } from './company-reorder-button';

/** The company's orders (issue #50 item 6): every buyer's, newest first, filtered by buyer and status (in the URL), 20 a page. */
export function CompanyOrdersView({ lang, partnerId }: { lang: Language; partnerId: string }) {
  return (
    <CompanyFrame lang={lang} partnerId={partnerId} section="orders">
      {(company) => <Orders lang={lang} partnerId={partnerId} company={company} />}
    </CompanyFrame>
  );
}

function Orders({ lang, partnerId, company }: { lang: Language; partnerId: string; company: Company }) {
  const t = useTranslations('company.orders');
  const ts = useTranslations('orders.status');
  const format = useFormatter();
  const money = useMoney();
  const session = useSession();
  const router = useRouter();
  const path = usePathname() ?? '';
  const search = useSearchParams();
  const filters = parseCompanyOrderFilters((name) => search.get(name));
  const orders = useQuery({
    queryKey: companyKeys.orders(partnerId, session.id, filters),
    queryFn: () => fetchCompanyOrders(filters),
    enabled: session.isAuthenticated,
    placeholderData: keepPreviousData,
  });
  const go = (next: CompanyOrderFilters) => router.push(path + companyOrderSearch(next), { scroll: false });
  const mayReorder = company.me.permissions.includes('place_orders');

  if (orders.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void orders.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!orders.data) return <FullPageSpinner />;
  const { items, total, pageSize, buyers } = orders.data;
  return (
    <div className="orders" aria-busy={orders.isPlaceholderData}>
      <div className="company-filters" role="group" aria-label={t('filters')}>
        <div className="field">
          <label htmlFor="company-orders-buyer">{t('buyer')}</label>
          <select id="company-orders-buyer" value={filters.buyer ?? ''} onChange={(event) => go({ ...filters, buyer: event.target.value ? Number(event.target.value) : undefined, page: 1 })}>
            <option value="">{t('allBuyers')}</option>
            {buyers.map((buyer) => (
              <option key={buyer.customerId} value={buyer.customerId}>
                {buyer.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="company-orders-status">{t('status')}</label>
          <select id="company-orders-status" value={filters.status ?? ''} onChange={(event) => go({ ...filters, status: event.target.value === '' ? undefined : Number(event.target.value), page: 1 })}>
            <option value="">{t('allStatuses')}</option>
            {STATUS_FILTER_CODES.map((code) => (
              <option key={code} value={code}>
                {ts(orderStatusKey(code))}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="orders-count" role="status">
        {t('count', { count: total })}
      </p>
      {items.length > 0 && (
        <div className="orders-table-wrap" role="region" aria-label={t('table')} tabIndex={0}>
          <table className="orders-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.number')}</th>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col">{t('columns.buyer')}</th>
                <th scope="col">{t('columns.po')}</th>
                <th scope="col">{t('columns.total')}</th>
                <th scope="col">{t('columns.status')}</th>
                {mayReorder && (
                  <th scope="col">
                    <span className="visually-hidden">{t('columns.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {items.map((order) => (
                <tr key={order.uid} data-testid="company-order-row">
                  <th scope="row" data-label={t('columns.number')}>
                    {order.orderNumber}
                  </th>
                  <td data-label={t('columns.date')}>{format.dateTime(new Date(order.createdAt), { dateStyle: 'medium' })}</td>
                  <td data-label={t('columns.buyer')}>{order.buyer.name}</td>
                  <td data-label={t('columns.po')}>{order.purchaseOrderNumber ?? '—'}</td>
                  <td data-label={t('columns.total')}>{money(order.total)}</td>
                  <td data-label={t('columns.status')}>
                    <span className="order-status">{ts(orderStatusKey(order.status))}</span>
                    {order.awaitingApproval && <span className="order-awaiting-badge">{t('awaitingApproval')}</span>}
                  </td>
                  {mayReorder && (
                    <td>
                      <CompanyReorderButton lang={lang} partnerId={partnerId} uid={order.uid} orderNumber={order.orderNumber} />
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks page={filters.page} total={total} pageSize={pageSize} href={(n) => path + companyOrderSearch({ ...filters, page: n })} />
    </div>
  );
}
