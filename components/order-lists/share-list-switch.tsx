'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useApiErrorText } from '@/components/forms/use-api-error-text';
import { isApiError } from '@/lib/api/errors';
import { setOrderListSharing } from '@/lib/api/order-lists';
import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/company/query-keys';
import type { SavedOrderListSummary } from '@/lib/contract/order-lists';
import { useSession } from '@/lib/session/use-session';

/** `onRefused`: the refusal's text (undefined: cleared), shown by the list's card, which keeps it when a company no longer active takes the switch away. */
type Props = { partnerId: string; list: SavedOrderListSummary; companyName: string; onRefused: (message: string | undefined) => void };

/**
 * "Share with my company" (issue #50): a switch on the owner's list that acts at once
 * (`PUT /OrderLists/{id}/Sharing`). It shows the wanted state while the call runs, says the change
 * in a polite live region, and on a refusal goes back to what the list is and hands the card why
 * (`onRefused`). A company no longer active (404 company_not_found) reloads the company, which takes
 * the switch away while the card still says why.
 */
export function ShareListSwitch({ partnerId, list, companyName, onRefused }: Props) {
  const t = useTranslations('orderLists');
  const uid = useId();
  const session = useSession();
  const queryClient = useQueryClient();
  const errorText = useApiErrorText();
  const [wanted, setWanted] = useState<boolean>();
  const [said, setSaid] = useState('');
  const listsKey = queryKeys.orderLists(partnerId, session.id);

  const change = async (shared: boolean) => {
    setWanted(shared);
    onRefused(undefined);
    setSaid('');
    try {
      const saved = await setOrderListSharing(list.id, shared);
      queryClient.setQueryData<SavedOrderListSummary[]>(listsKey, (lists) => lists?.map((l) => (l.id === saved.id ? saved : l)));
      // The opened list carries the flag too.
      void queryClient.invalidateQueries({ queryKey: [...listsKey, list.id], exact: true });
      setSaid(shared ? t('sharedNow', { company: companyName }) : t('sharedNot', { company: companyName }));
    } catch (failure) {
      if (isApiError(failure) && failure.key === 'company_not_found') void queryClient.invalidateQueries({ queryKey: companyKeys.company(partnerId, session.id) });
      if (isApiError(failure)) void queryClient.invalidateQueries({ queryKey: listsKey });
      onRefused(errorText(failure) ?? t('failed'));
    } finally {
      setWanted(undefined);
    }
  };

  return (
    <div className="order-list-share">
      <label className="order-list-switch">
        <input
          type="checkbox"
          role="switch"
          checked={wanted ?? list.shared === true}
          disabled={wanted !== undefined}
          aria-describedby={`${uid}-hint`}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>
          {t('share')}
          <span className="visually-hidden"> {list.name}</span>
        </span>
      </label>
      <p id={`${uid}-hint`} className="order-list-share-hint">
        {t('shareHint', { company: companyName })}
      </p>
      <p role="status" className="order-list-share-said">
        {said}
      </p>
    </div>
  );
}
