'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { toast } from '@/components/toast/toast';
import { IntentLink } from '@/components/ui/intent-link';
import { isApiError } from '@/lib/api/errors';
import { addOrderListToCart, deleteOrderList, fetchOrderList, updateOrderList } from '@/lib/api/order-lists';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';
import { CART_LINE_QUANTITY_MAX, ORDER_LIST_NAME_MAX } from '@/lib/contract/limits';
import type { SavedOrderList } from '@/lib/contract/order-lists';
import type { QuickOrderResult } from '@/lib/contract/quick-order';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';
import { useApiErrorText } from '@/components/forms/use-api-error-text';

type Draft = { name: string; lines: { variantId: number; label: string; offered: boolean; quantity: string }[] };
const draftOf = (list: SavedOrderList): Draft => ({
  name: list.name,
  lines: list.lines.map((l) => ({ variantId: l.variantId, label: [l.name, l.code, l.size].filter(Boolean).join(' · '), offered: l.offered, quantity: String(l.quantity) })),
});

/**
 * One order list opened (issue #18 item 2): rename it, change quantities, remove lines, save;
 * add the whole list to the cart (the lines the shop refuses are named); delete it after a
 * confirmation. What is typed stays when a save fails. A colleague's shared list (issue #50) is
 * read only: its lines and quantities, and the way to the cart; only its owner changes it.
 */
export function OrderListEditor({ lang, partnerId, id, onClosed }: { lang: Language; partnerId: string; id: number; onClosed: () => void }) {
  const t = useTranslations('orderLists');
  const tq = useTranslations('quickOrder');
  const uid = useId();
  const session = useSession();
  const queryClient = useQueryClient();
  const errorText = useApiErrorText();
  const list = useQuery({ queryKey: [...queryKeys.orderLists(partnerId, session.id), id], queryFn: () => fetchOrderList(id) });
  const [draft, setDraft] = useState<Draft>();
  const [error, setError] = useState<string>();
  const [report, setReport] = useState<QuickOrderResult>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: queryKeys.orderLists(partnerId, session.id) });

  if (list.isError) return <p role="alert" className="form-alert form-alert-error">{errorText(list.error) ?? t('loadFailed')}</p>;
  if (!list.data) return <p role="status">…</p>;
  const shown = draft ?? draftOf(list.data);
  const change = (next: Draft) => setDraft(next);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (failure) {
      // Gone meanwhile (deleted, or its owner stopped sharing it): the lists are read again.
      if (isApiError(failure) && failure.key === 'order_list_not_found') void refreshLists();
      setError(errorText(failure) ?? t('failed'));
    } finally {
      setBusy(false);
    }
  };
  const save = () =>
    run(async () => {
      const saved = await updateOrderList(id, { name: shown.name, lines: shown.lines.map((l) => ({ variantId: l.variantId, quantity: Number(l.quantity) })) });
      queryClient.setQueryData([...queryKeys.orderLists(partnerId, session.id), id], saved);
      setDraft(undefined);
      void refreshLists();
      toast.success(t('saved'));
    });
  const addToCart = () =>
    run(async () => {
      const result = await addOrderListToCart(id);
      queryClient.setQueryData(queryKeys.cart(partnerId, session.id), result.cart);
      setReport(result);
    });
  const remove = () =>
    run(async () => {
      await deleteOrderList(id);
      await refreshLists();
      toast.success(t('deleted'));
      onClosed();
    });

  const refused = report?.lines.filter((l) => l.status !== 'added') ?? [];
  const readOnly = list.data.own === false;
  const labelOf = (line: Draft['lines'][number]) => (
    <span>
      {line.label}
      {!line.offered && <em className="order-list-gone"> · {t('offeredNot')}</em>}
    </span>
  );
  return (
    <div className="order-list-editor">
      {readOnly ? (
        <p className="order-list-owner">{t('readOnly', { name: list.data.ownerName ?? '' })}</p>
      ) : (
        <>
          <label htmlFor={`${uid}-name`}>{t('name')}</label>
          <input id={`${uid}-name`} value={shown.name} maxLength={ORDER_LIST_NAME_MAX} onChange={(e) => change({ ...shown, name: e.target.value })} />
        </>
      )}
      {shown.lines.length === 0 ? (
        <p>{t('noLines')}</p>
      ) : (
        <ul className={readOnly ? 'order-list-lines order-list-lines-read' : 'order-list-lines'} aria-label={t('lines', { name: list.data.name })}>
          {shown.lines.map((line, index) =>
            readOnly ? (
              <li key={line.variantId}>
                {labelOf(line)}
                <span>{t('lineUnits', { units: Number(line.quantity) })}</span>
              </li>
            ) : (
              <li key={line.variantId}>
                {labelOf(line)}
                <input
                  type="number"
                  min={1}
                  max={CART_LINE_QUANTITY_MAX}
                  inputMode="numeric"
                  value={line.quantity}
                  aria-label={t('quantityOf', { name: line.label })}
                  onChange={(e) => change({ ...shown, lines: shown.lines.map((l, i) => (i === index ? { ...l, quantity: e.target.value } : l)) })}
                />
                <button type="button" className="button-link" onClick={() => change({ ...shown, lines: shown.lines.filter((_, i) => i !== index) })}>
                  {t('removeLine', { name: line.label })}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      <p className="field-error" aria-live="polite">
        {error}
      </p>
      <div className="order-list-actions">
        {!readOnly && (
          <button type="button" className="button-secondary" disabled={busy || !draft} onClick={() => void save()}>
            {t('save')}
          </button>
        )}
        <button type="button" className="button-primary" disabled={busy || list.data.lines.length === 0} onClick={() => void addToCart()}>
          {busy ? t('adding') : t('addToCart')}
        </button>
        {readOnly ? null : confirming ? (
          <span role="group" aria-label={t('deleteConfirm', { name: list.data.name })} className="order-list-confirm">
            {t('deleteConfirm', { name: list.data.name })}
            <button type="button" className="button-danger" disabled={busy} onClick={() => void remove()}>
              {t('deleteYes')}
            </button>
            <button type="button" className="button-secondary" onClick={() => setConfirming(false)}>
              {t('deleteNo')}
            </button>
          </span>
        ) : (
          <button type="button" className="button-secondary" onClick={() => setConfirming(true)}>
            {t('delete')}
          </button>
        )}
      </div>
      {report && (
        <p role="status" className="form-alert">
          {t('added', { lines: report.lines.length - refused.length, units: report.addedUnits })}{' '}
          {refused.length > 0 && t('notAdded', { lines: refused.map((r) => `${list.data.lines[r.row - 1]?.code ?? r.row} (${tq(`status.${r.status as Exclude<typeof r.status, 'added'>}`, { available: r.available ?? 0, colors: (r.colors ?? []).join(', '), sizes: (r.sizes ?? []).join(', ') })})`).join('; ') })}{' '}
          <IntentLink href={buildPath({ lang, partnerId, path: 'cart' })}>{t('viewCart')}</IntentLink>
        </p>
      )}
    </div>
  );
}
