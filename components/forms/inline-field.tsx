'use client';

import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid'> & {
  id: string;
  /** The row's class (its layout is the form's). */
  rowClassName: string;
  /** The translated error under the field; its line keeps its height so nothing moves when it shows. */
  error: string | undefined;
  busy: boolean;
  action: string;
  busyAction: string;
  /** Another element describing the field (a hint), besides the error. */
  hintId?: string;
};

/** A field with its submit button on one row and its error line under them (the cart's coupon and points forms). */
export function InlineField({ id, rowClassName, error, busy, action, busyAction, hintId, ...input }: Props) {
  const describedBy = [hintId, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <>
      <div className={rowClassName}>
        <input id={id} {...input} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} />
        <button type="submit" className="button-secondary" disabled={busy}>
          {busy ? busyAction : action}
        </button>
      </div>
      <p id={`${id}-error`} className="field-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </>
  );
}
