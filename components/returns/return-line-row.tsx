'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useMoney } from '@/components/ui/use-money';
import type { ReturnableLine } from '@/lib/contract/returns';
import type { ReturnFormValues } from '@/lib/returns/return-selection';
import { useReturnMessage } from './use-return-message';
import { useVariantText } from '@/components/orders/use-variant-text';

type Props = { index: number; line: ReturnableLine; register: UseFormRegister<ReturnFormValues>; errors: FieldErrors<ReturnFormValues> };

/** One order line of the return form: a checkbox to ask it back and how many (1..what is still returnable). */
export function ReturnLineRow({ index, line, register, errors }: Props) {
  const t = useTranslations('returns.select');
  const variantText = useVariantText();
  const money = useMoney();
  const message = useReturnMessage();
  const id = useId();
  const variant = variantText(line.color, line.size);
  const detail = `${line.code} · ${variant} · ${t('lineDetail', { quantity: line.quantity, returnable: line.returnable, price: money(line.unitTotal) })}`;
  if (line.returnable < 1) {
    return (
      <li className="return-line return-line-done" data-testid="return-line">
        <span className="return-line-name">
          {line.name}
          <span className="choice-detail">{detail}</span>
        </span>
        <span className="return-line-note">{t('nothingLeft')}</span>
      </li>
    );
  }
  const lineError = message(errors.lines?.[index]?.selected?.message);
  const quantityError = message(errors.lines?.[index]?.quantity?.message);
  return (
    <li className="return-line" data-testid="return-line">
      <label className="choice return-line-name" htmlFor={`${id}-pick`}>
        <input type="checkbox" id={`${id}-pick`} {...register(`lines.${index}.selected`)} aria-describedby={lineError ? `${id}-line-error` : undefined} />
        <span>
          {line.name}
          <span className="choice-detail">{detail}</span>
          {lineError && (
            <span id={`${id}-line-error`} className="field-error">
              {lineError}
            </span>
          )}
        </span>
      </label>
      <div className="field return-line-quantity">
        <label htmlFor={`${id}-quantity`}>
          {t('quantity')}
          <span className="visually-hidden">: {line.name}</span>
        </label>
        <input
          id={`${id}-quantity`}
          type="number"
          inputMode="numeric"
          min={1}
          max={line.returnable}
          {...register(`lines.${index}.quantity`)}
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={quantityError ? `${id}-quantity-error` : undefined}
        />
        {quantityError && (
          <p id={`${id}-quantity-error`} className="field-error">
            {quantityError}
          </p>
        )}
      </div>
    </li>
  );
}
