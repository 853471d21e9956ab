'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useProfile } from '@/lib/api/hooks';
import { queryKeys } from '@/lib/api/query-keys';
import type { Language } from '@/lib/contract/enums';
import type { OrderLookup, OrderLookupRequest, ReturnRequestRecord } from '@/lib/contract/returns';
import { LookupForm } from './lookup-form';
import { ReturnDone } from './return-done';
import { ReturnForm } from './return-form';
import { useDirectLookup } from './use-direct-lookup';

type Step = { step: 'lookup' } | { step: 'select'; order: OrderLookup } | { step: 'done'; record: ReturnRequestRecord };

/**
 * The return-order page (issue #7): look the order up (number and email, the profile's email
 * prefilled; straight to the next step when the order detail's link names the order, issue #46),
 * choose what to send back, see the recorded request. The lookup's input is kept
 * when going back from a later step.
 */
export function ReturnOrder({ lang, partnerId, orderNumber }: { lang: Language; partnerId: string; orderNumber: string }) {
  const profile = useProfile(partnerId);
  const client = useQueryClient();
  const [state, setState] = useState<Step>({ step: 'lookup' });
  const [lookup, setLookup] = useState<OrderLookupRequest>({ orderNumber, email: profile.data?.email ?? '' });
  const t = useTranslations('common');
  const onFound = useCallback((order: OrderLookup, input: OrderLookupRequest) => {
    setLookup(input);
    setState({ step: 'select', order });
  }, []);
  const direct = useDirectLookup(orderNumber, profile.data?.email, profile.isError, onFound);

  if (state.step === 'select') {
    return (
      <ReturnForm
        order={state.order}
        onBack={() => setState({ step: 'lookup' })}
        onDone={(record) => {
          // The orders list and the order's detail now show the return.
          void client.invalidateQueries({ queryKey: queryKeys.allOrders(partnerId) });
          void client.invalidateQueries({ queryKey: queryKeys.order(partnerId, state.order.uid) });
          setState({ step: 'done', record });
        }}
      />
    );
  }
  if (state.step === 'done') return <ReturnDone lang={lang} partnerId={partnerId} record={state.record} onAnother={() => setState({ step: 'lookup' })} />;
  if (direct.waiting) {
    return (
      <p role="status" className="modal-status">
        {t('loading')}
      </p>
    );
  }
  return <LookupForm defaults={{ ...lookup, email: lookup.email || (profile.data?.email ?? '') }} onFound={onFound} />;
}
