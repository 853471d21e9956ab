'use client';

import type { SelectHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  options: readonly { value: string; label: string }[];
  error?: FieldError;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'>;

/** A labelled select with its translated error, wired for screen readers (like TextField). */
export function SelectField({ label, registration, options, error, ...select }: Props) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...select} {...registration} {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
