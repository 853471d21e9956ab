'use client';

import { toNestErrors } from '@hookform/resolvers';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { Field } from '@/components/forms/field';
import { FormAlert } from '@/components/forms/form-alert';
import { SelectField } from '@/components/forms/select-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { toApiError } from '@/lib/api/errors';
import { createReturn } from '@/lib/api/orders';
import { ReturnReasons } from '@/lib/contract/enums';
import type { OrderLookup, ReturnRequestRecord } from '@/lib/contract/returns';
import { encodeMessage } from '@/lib/forms/message-codec';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { notReturnableMessage, notReturnableReasonOf } from '@/lib/returns/not-returnable';
import { buildReturnRequest, initialReturnValues, toFormFailure, type ReturnFormValues } from '@/lib/returns/return-selection';
import { ReturnLineRow } from './return-line-row';
import { useNotReturnableText } from './use-not-returnable-text';
import { useReturnMessage } from './use-return-message';

type Props = { order: OrderLookup; onDone: (record: ReturnRequestRecord) => void; onBack: () => void };

/** Step 2: which lines and how many, a reason and a comment; checked by `buildReturnRequest`, then `POST /Returns`. */
export function ReturnForm({ order, onDone, onBack }: Props) {
  const t = useTranslations('returns');
  const notReturnableText = useNotReturnableText();
  const format = useFormatter();
  const message = useReturnMessage();
  // A text, or an API error key translated when rendered: the form messages may arrive after the answer.
  const [topError, setTopError] = useState<{ text: string } | { key: string }>();
  const resolver: Resolver<ReturnFormValues> = async (values, _context, options) => {
    const result = buildReturnRequest(order, values);
    if (result.ok) return { values, errors: {} };
    const flat = Object.fromEntries(Object.entries(result.errors).map(([name, m]) => [name, { type: 'validate', message: encodeMessage(m) }]));
    return { values: {}, errors: toNestErrors(flat, options) };
  };
  const form = useForm<ReturnFormValues>({ resolver, defaultValues: initialReturnValues(order.lines) });
  const { errors, isSubmitting } = form.formState;
  const fieldNames = [...order.lines.flatMap((_, i) => [`lines.${i}.quantity`, `lines.${i}.selected`] as const), 'reason', 'comment'] as const;

  const onSubmit = form.handleSubmit(async (values) => {
    setTopError(undefined);
    const selection = buildReturnRequest(order, values);
    if (!selection.ok) return;
    try {
      onDone(await createReturn(selection.request));
    } catch (error) {
      const failure = toFormFailure(await toApiError(error), selection.formLines);
      if (failure.key === 'order_not_returnable') {
        setTopError({ text: notReturnableText(notReturnableMessage({ ...order, notReturnableReason: notReturnableReasonOf(failure.params) ?? null })) });
        return;
      }
      const key = applyServerErrors(failure, fieldNames, form.setError);
      setTopError(key ? { key } : undefined);
    }
  });

  // "Choose a line" is the lines' own error: toNestErrors puts it under `root` of the line array.
  const linesRoot = errors.lines as (FieldError & { root?: FieldError }) | undefined;
  const linesError = message(linesRoot?.root?.message ?? linesRoot?.message);
  const placedOn = format.dateTime(new Date(order.createdAt), { dateStyle: 'long' });
  return (
    <form onSubmit={onSubmit} noValidate className="return-form" aria-label={t('select.title', { number: order.orderNumber })}>
      <h2>{t('select.title', { number: order.orderNumber })}</h2>
      <p>
        {t('select.placedOn', { date: placedOn })}
        {order.returnDeadline && ` · ${t('select.deadline', { date: format.dateTime(new Date(order.returnDeadline), { dateStyle: 'long' }) })}`}
      </p>
      {topError && <FormAlert kind="error">{'text' in topError ? topError.text : message(topError.key, 'errors.unknown')}</FormAlert>}
      <fieldset className="return-lines">
        <legend>{t('select.linesLegend')}</legend>
        {linesError && <FormAlert kind="error">{linesError}</FormAlert>}
        <ul>
          {order.lines.map((line, index) => (
            <ReturnLineRow key={line.line} index={index} line={line} register={form.register} errors={errors} />
          ))}
        </ul>
      </fieldset>
      <SelectField
        label={t('select.reason')}
        registration={form.register('reason')}
        error={errors.reason}
        options={[{ value: '', label: t('select.chooseReason') }, ...ReturnReasons.map((reason) => ({ value: reason, label: t(`reasons.${reason}`) }))]}
      />
      <Field label={t('select.comment')} error={errors.comment}>
        {(control) => <textarea rows={3} {...form.register('comment')} {...control} />}
      </Field>
      <div className="form-actions">
        <button type="button" className="button-secondary" onClick={onBack} disabled={isSubmitting}>
          {t('select.back')}
        </button>
        <SubmitButton label={t('select.submit')} pending={isSubmitting} />
      </div>
    </form>
  );
}
