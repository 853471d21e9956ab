'use client';

import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useMessage } from './use-message';

/** What a form control needs to be wired to its label and its error message. */
export type FieldControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** A label, one control and its translated error, wired for screen readers (TextField, SelectField). */
export function Field({ label, error, children }: { label: string; error?: FieldError; children: (control: FieldControlProps) => ReactNode }) {
  const id = useId();
  const message = useMessage()(error?.message);
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? errorId : undefined })}
      {message && (
        <p id={errorId} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}
