'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/toast/toast';
import { IntentLink } from '@/components/ui/intent-link';
import { createOrderList } from '@/lib/api/order-lists';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';
import { ORDER_LIST_NAME_MAX } from '@/lib/contract/limits';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';
import { useApiErrorText } from '@/components/forms/use-api-error-text';

/**
 * "Save as a list" (issue #18 item 2): the cart's lines, or an order's, saved under a name. A
 * name the customer already uses is said next to the field, and what was typed stays.
 * `labelledBy`: the form's heading is outside it (the cart's disclosure, cart-tools.tsx).
 */
export function SaveAsList({ lang, partnerId, orderUid, labelledBy }: { lang: Language; partnerId: string; orderUid?: string; labelledBy?: string }) {
  const t = useTranslations('orderLists');
  const id = useId();
  const session = useSession();
  const queryClient = useQueryClient();
  const errorText = useApiErrorText();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setError(t('nameRequired'));
    setPending(true);
    setError(undefined);
    try {
      const list = await createOrderList(orderUid ? { name, from: 'order', orderUid } : { name, from: 'cart' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orderLists(partnerId, session.id) });
      setName('');
      toast.success(t('saveAs.done', { name: list.name }), {
        action: <IntentLink href={buildPath({ lang, partnerId, path: 'profile/order-lists' })}>{t('saveAs.open')}</IntentLink>,
      });
    } catch (failure) {
      setError(errorText(failure) ?? t('failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="save-as-list" onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy ?? `${id}-title`}>
      {labelledBy ? null : <h2 id={`${id}-title`}>{t('saveAs.title')}</h2>}
      <label htmlFor={`${id}-name`}>{t('saveAs.name')}</label>
      <div className="save-as-list-row">
        <input
          id={`${id}-name`}
          value={name}
          maxLength={ORDER_LIST_NAME_MAX}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button-secondary" disabled={pending}>
          {t('saveAs.submit')}
        </button>
      </div>
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {error}
      </p>
    </form>
  );
}
