'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { Price } from '@/components/catalog/price';
import { useApiErrorText } from '@/components/forms/use-api-error-text';
import { addCartGroup } from '@/lib/api/product-kinds';
import { loadProduct } from '@/lib/api/products';
import { queryKeys } from '@/lib/api/query-keys';
import type { ProductDetail } from '@/lib/contract/catalog';
import { isSellable } from '@/lib/rules/add-to-cart';
import { useSession } from '@/lib/session/use-session';

type Choice = { variantId: string; quantity: string };

/**
 * A Grouped product's members (issue #45): each with its own variant picker and quantity, added
 * to the cart together with one request (all or nothing, each its own line). Members the partner
 * does not see are left out; a refusal says why and adds nothing.
 */
export function GroupedMembers({ groupId, memberIds, partnerId }: { groupId: number; memberIds: readonly number[]; partnerId: string }) {
  const t = useTranslations('productKinds');
  const tc = useTranslations('catalog');
  const errorText = useApiErrorText();
  const session = useSession();
  const client = useQueryClient();
  const [members, setMembers] = useState<ProductDetail[]>();
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string }>();

  useEffect(() => {
    let live = true;
    void Promise.allSettled(memberIds.map((id) => loadProduct(id))).then((results) => {
      if (live) setMembers(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : [])));
    });
    return () => {
      live = false;
    };
  }, [memberIds]);

  const add = useMutation({
    mutationFn: addCartGroup,
    onSuccess: (cart) => {
      client.setQueryData(queryKeys.cart(partnerId, session.id), cart);
      setNote({ kind: 'ok', text: t('groupedAdded') });
    },
    onError: (error) => setNote({ kind: 'error', text: errorText(error) ?? t('groupedNothing') }),
  });

  if (!members) return <p role="status">{t('loading')}</p>;
  const choiceOf = (m: ProductDetail): Choice => choices[m.id] ?? { variantId: String(m.variants.find(isSellable)?.id ?? ''), quantity: '0' };
  const set = (id: number, change: Partial<Choice>, m: ProductDetail) => setChoices({ ...choices, [id]: { ...choiceOf(m), ...change } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = members.flatMap((m) => {
      const c = choiceOf(m);
      const quantity = Number(c.quantity);
      return c.variantId && Number.isInteger(quantity) && quantity > 0 ? [{ variantId: Number(c.variantId), quantity }] : [];
    });
    if (lines.length === 0) return setNote({ kind: 'error', text: t('groupedNothing') });
    setNote(undefined);
    add.mutate({ groupId, lines });
  };

  return (
    <form className="grouped-members" onSubmit={submit} noValidate aria-labelledby="grouped-title" data-testid="grouped-members">
      <h2 id="grouped-title">{t('groupedTitle')}</h2>
      {members.map((m) => {
        const c = choiceOf(m);
        return (
          <fieldset key={m.id} className="grouped-member" data-testid={`grouped-member-${m.code}`}>
            <legend>{m.name}</legend>
            <Price price={m.price} />
            <label>
              {tc('code', { code: m.code })}
              <select value={c.variantId} onChange={(e) => set(m.id, { variantId: e.target.value }, m)} aria-label={m.name}>
                {m.variants.filter(isSellable).map((v) => (
                  <option key={v.id} value={v.id}>
                    {[tc(`colorNames.${v.color}`), v.size].filter(Boolean).join(', ')}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('groupedQuantity')}
              <input type="number" inputMode="numeric" min={0} max={99} value={c.quantity} onChange={(e) => set(m.id, { quantity: e.target.value }, m)} />
            </label>
          </fieldset>
        );
      })}
      <button type="submit" className="button-primary" disabled={add.isPending} aria-busy={add.isPending}>
        {t('groupedAdd')}
      </button>
      {note && (
        <p role={note.kind === 'error' ? 'alert' : 'status'} className={note.kind === 'error' ? 'form-error' : 'form-ok'}>
          {note.text}
        </p>
      )}
    </form>
  );
}
