'use client';

import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useMessage } from '@/components/forms/use-message';

/** A fieldset of choices (radios) with its legend and its translated error under it. */
export function ChoiceGroup({ legend, error, children, className }: { legend: string; error?: FieldError; children: ReactNode; className?: string }) {
  const id = useId();
  const message = useMessage()(error?.message);
  return (
    <fieldset className={`choice-group ${className ?? ''}`} aria-describedby={message ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {children}
      {message && (
        <p id={`${id}-error`} className="field-error">
          {message}
        </p>
      )}
    </fieldset>
  );
}
