'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/forms/form-alert';
import { SubmitButton } from '@/components/forms/submit-button';
import { TextField } from '@/components/forms/text-field';
import { usePreload } from '@/components/forms/use-preload';
import { toApiError } from '@/lib/api/errors';
import { lookupOrder } from '@/lib/api/orders';
import type { OrderLookup, OrderLookupRequest } from '@/lib/contract/returns';
import { lazyKeyResolver } from '@/lib/forms/lazy-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { notReturnableMessage } from '@/lib/returns/not-returnable';
import { useNotReturnableText } from './use-not-returnable-text';
import { useReturnMessage } from './use-return-message';

const FIELDS = ['orderNumber', 'email'] as const;

type Props = { defaults: OrderLookupRequest; onFound: (order: OrderLookup, input: OrderLookupRequest) => void };

// zod and the schema load after the page (issue #15: first-load JS).
const resolver = lazyKeyResolver(() => import('@/lib/contract/returns').then((m) => m.zOrderLookupRequest));

/** Step 1: find the order by its number and email; an order that cannot be returned says why, and what was typed stays. */
export function LookupForm({ defaults, onFound }: Props) {
  const t = useTranslations('returns');
  const notReturnableText = useNotReturnableText();
  const message = useReturnMessage();
  // A text, or an API error key translated when rendered: the form messages may arrive after the answer.
  const [topError, setTopError] = useState<{ text: string } | { key: string }>();
  usePreload(resolver);
  const form = useForm({ resolver, defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    try {
      const order = await lookupOrder(values);
      if (order.returnable) {
        onFound(order, values);
        return;
      }
      setTopError({ text: notReturnableText(notReturnableMessage(order)) });
    } catch (error) {
      const key = applyServerErrors(await toApiError(error), FIELDS, form.setError);
      setTopError(key ? { key } : undefined);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="return-lookup" aria-label={t('lookup.title')}>
      {topError && <FormAlert kind="error">{'text' in topError ? topError.text : message(topError.key, 'errors.unknown')}</FormAlert>}
      <TextField label={t('lookup.orderNumber')} autoComplete="off" registration={form.register('orderNumber')} error={errors.orderNumber} />
      <TextField label={t('lookup.email')} type="email" autoComplete="email" registration={form.register('email')} error={errors.email} />
      <SubmitButton label={t('lookup.submit')} pending={isSubmitting} />
    </form>
  );
}
