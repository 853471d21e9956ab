import type { ReactNode } from 'react';

/** A message above a form: an error (role=alert) or a confirmation (role=status). */
export function FormAlert({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div className={`form-alert form-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
