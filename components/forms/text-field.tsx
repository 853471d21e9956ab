'use client';

import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled input with its translated error, wired for screen readers. */
export function TextField({ label, registration, error, ...input }: Props) {
  return (
    <Field label={label} error={error}>
      {(control) => <input {...input} {...registration} {...control} />}
    </Field>
  );
}
