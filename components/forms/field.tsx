'use client';

import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useMessage } from './use-message';

/** What a form control needs to be wired to its label and its error message. */
export type FieldControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

type FieldProps = { label: string; error?: FieldError; hint?: string; children: (control: FieldControlProps) => ReactNode };

/**
 * A label, one control, its translated error and an optional hint (e.g. the password rule),
 * wired for screen readers: the control is described by the error first, then the hint. The
 * error's line is reserved (CSS: `.field > .field-error`), so the fields below stay put.
 */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const message = useMessage()(error?.message);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [message ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy })}
      {/* Always there (empty without an error): its line is kept, so an error moves no field. */}
      <p id={errorId} className="field-error">
        {message}
      </p>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
