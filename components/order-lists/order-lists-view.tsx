'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { fetchOrderLists } from '@/lib/api/order-lists';
import { queryKeys } from '@/lib/api/query-keys';
import { useCompany } from '@/lib/company/use-company';
import type { Language } from '@/lib/contract/enums';
import { listAccess } from '@/lib/order-lists/sharing';
import { useSession } from '@/lib/session/use-session';
import { OrderListEditor } from './order-list-editor';
import { ShareListSwitch } from './share-list-switch';

/**
 * The customer's order lists (issue #18 item 2), last changed first; one opens below its name. In
 * an active company (issue #50) each own list has its "Share with my company" switch, and the
 * lists colleagues share show whose they are (read and put in the cart only).
 */
export function OrderListsView({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const t = useTranslations('orderLists');
  const format = useFormatter();
  const session = useSession();
  const lists = useQuery({ queryKey: queryKeys.orderLists(partnerId, session.id), queryFn: fetchOrderLists, enabled: session.isAuthenticated });
  const company = useCompany(partnerId);
  const [open, setOpen] = useState<number>();
  // Why a list's sharing was refused, by list: kept by the card (the switch may be gone with the company).
  const [refusals, setRefusals] = useState<Record<number, string | undefined>>({});

  if (lists.isError) {
    return (
      <div role="alert" className="form-alert form-alert-error">
        <p>{t('loadFailed')}</p>
        <button type="button" className="button-secondary" onClick={() => void lists.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (!lists.data) return <FullPageSpinner />;
  if (lists.data.length === 0) {
    return (
      <div className="empty-state">
        <p>{t('empty')}</p>
        <p>{t('emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="order-lists">
      {lists.data.map((list) => {
        const access = listAccess(list, company.data);
        return (
          <li key={list.id} className="order-list-card" data-testid="order-list">
            <div className="order-list-head">
              <h2>{list.name}</h2>
              <p>
                {t('summary', { lines: list.lineCount, units: list.unitCount })} · {format.dateTime(new Date(list.updatedAt), { dateStyle: 'medium' })}
              </p>
              {access.kind === 'colleague' && <p className="order-list-owner">{t('sharedBy', { name: access.ownerName })}</p>}
              <button type="button" className="button-secondary" aria-expanded={open === list.id} onClick={() => setOpen(open === list.id ? undefined : list.id)}>
                {open === list.id ? t('close') : t('open')}
                <span className="visually-hidden"> {list.name}</span>
              </button>
            </div>
            {access.kind === 'own' && access.shareable && company.data && (
              <ShareListSwitch partnerId={partnerId} list={list} companyName={company.data.name} onRefused={(message) => setRefusals((all) => ({ ...all, [list.id]: message }))} />
            )}
            {refusals[list.id] && (
              <p role="alert" className="field-error">
                {refusals[list.id]}
              </p>
            )}
            {open === list.id && <OrderListEditor lang={lang} partnerId={partnerId} id={list.id} onClosed={() => setOpen(undefined)} />}
          </li>
        );
      })}
    </ul>
  );
}
