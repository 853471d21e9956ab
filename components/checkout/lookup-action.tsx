import { isApiError } from '@/lib/api/errors';

/** Where an on-request lookup of the invoice details stands (AADE's registry, VIES). */
export type LookupState = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; text: string };

/** The text of a failed lookup: the VAT number's field error, the API's error, or `fallbackKey` when the API was not reached. */
export function lookupErrorText(message: (key: string, fallback: 'errors.unknown') => string | undefined, error: unknown, fallbackKey: string): string {
  const key = isApiError(error) ? (error.fields?.vatNumber ?? error.key) : fallbackKey;
  return message(key, 'errors.unknown') ?? '';
}

/**
 * A lookup's button, its hint, and its outcome in a live region (issue #47: AADE's registry,
 * decision 0075; VIES, 0078): the button says it is busy and cannot be pressed twice meanwhile.
 */
export function LookupAction({ id, label, busyLabel, hint, state, onRun }: { id: string; label: string; busyLabel: string; hint: string; state: LookupState; onRun: () => void }) {
  return (
    <div className="registry-lookup">
      <button type="button" className="button-secondary" onClick={onRun} disabled={state.kind === 'busy'} aria-describedby={`${id}-hint`}>
        {state.kind === 'busy' ? busyLabel : label}
      </button>
      <span id={`${id}-hint`} className="field-hint">
        {hint}
      </span>
      <p role="status" className={state.kind === 'error' ? 'field-error' : undefined}>
        {state.kind === 'done' || state.kind === 'error' ? state.text : ''}
      </p>
    </div>
  );
}
