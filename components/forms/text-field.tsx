'use client';

import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useMessage } from './use-message';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** A labelled input with its translated error, wired for screen readers. */
export function TextField({ label, registration, error, ...input }: Props) {
  const id = useId();
  const message = useMessage()(error?.message);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} {...registration} aria-invalid={message ? true : undefined} aria-describedby={message ? errorId : undefined} />
      {message && (
        <p id={errorId} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
