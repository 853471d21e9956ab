'use client';

import type { InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  /** A standing hint under the input (e.g. the password rule), part of its description. */
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled input with its translated error, wired for screen readers. */
export function TextField({ label, registration, error, hint, ...input }: Props) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...input} {...registration} {...control} />}
    </Field>
  );
}
