import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * The fields of the console's GET filter forms (orders, customers, audit log): each a labelled
 * control showing the URL's value; Apply submits, Clear is a link to the bare list.
 */
/**
 * A text filter; `error`: why the API would refuse its value (issue #44 item 4), shown under it with
 * the value kept as typed. A refused date is shown as text, so the browser keeps what was typed.
 */
export function TextFilter({ name, label, value, type = 'text', maxLength, error }: { name: string; label: string; value?: string; type?: 'text' | 'email' | 'search' | 'date'; maxLength?: number; error?: string }) {
  const errorId = `filter-${name}-error`;
  return (
    <FilterError id={errorId} error={error}>
      <label>
        {label}
        <input
          name={name}
          type={error && type !== 'search' ? 'text' : type}
          defaultValue={value ?? ''}
          maxLength={error ? undefined : maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
    </FilterError>
  );
}

/** A filter with its error under it (outside the label, so the error is the field's description, not part of its name). */
function FilterError({ id, error, children }: { id: string; error?: string; children: ReactNode }) {
  if (!error) return children;
  return (
    <div className="staff-filter-invalid">
      {children}
      <span id={id} className="field-error">
        {error}
      </span>
    </div>
  );
}

export function SelectFilter({ name, label, value, anyLabel, options, error }: { name: string; label: string; value?: string; anyLabel: string; options: readonly (readonly [string, string])[]; error?: string }) {
  const errorId = `filter-${name}-error`;
  return (
    <FilterError id={errorId} error={error}>
      <label>
        {label}
        <select name={name} defaultValue={value ?? ''} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
          <option value="">{anyLabel}</option>
          {options.map(([optionValue, optionLabel]) => (
            <option key={optionValue} value={optionValue}>
              {optionLabel}
            </option>
          ))}
        </select>
      </label>
    </FilterError>
  );
}

export function FilterButtons({ action, apply, clear }: { action: string; apply: string; clear: string }) {
  return (
    <>
      <button type="submit" className="button-primary">
        {apply}
      </button>
      <Link className="button-secondary" href={action}>
        {clear}
      </Link>
    </>
  );
}
