'use client';

import { useId, type SelectHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useMessage } from './use-message';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  error?: FieldError;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>;

/** A labelled select with its translated error, wired for screen readers (like TextField). */
export function SelectField({ label, registration, options, error, ...select }: Props) {
  const id = useId();
  const message = useMessage()(error?.message);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select} {...registration} aria-invalid={message ? true : undefined} aria-describedby={message ? errorId : undefined}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {message && (
        <p id={errorId} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
