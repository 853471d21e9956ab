import type { ReactNode } from 'react';

/**
 * The parts every console form field shares (content pages, coupons): its id, name and value as
 * last answered, and its hint and translated error, tied to it by aria-describedby.
 */
export function formFields<K extends string>(prefix: string, values: Record<K, string>, errors: Partial<Record<K, string>>) {
  const describedBy = (name: K, hint?: string) => [hint ? `${prefix}-${name}-hint` : '', errors[name] ? `${prefix}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const field = (name: K, hint?: string) => ({
    id: `${prefix}-${name}`,
    name,
    defaultValue: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name, hint),
  });
  const checkbox = (name: K) => ({ id: `${prefix}-${name}`, name, defaultChecked: values[name] === 'on', 'aria-describedby': describedBy(name) });
  const help = (name: K, hint?: string): ReactNode => (
    <>
      {hint && (
        <span id={`${prefix}-${name}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {errors[name] && (
        <span id={`${prefix}-${name}-error`} className="field-error">
          {errors[name]}
        </span>
      )}
    </>
  );
  return { field, checkbox, help };
}

/** The form's notice (why it was not saved), an alert. */
export function FormNotice({ notice }: { notice?: { kind: 'error' | 'success'; text: string } }) {
  if (!notice) return null;
  return (
    <div role={notice.kind === 'error' ? 'alert' : 'status'} className={`form-alert form-alert-${notice.kind}`}>
      <p>{notice.text}</p>
    </div>
  );
}
