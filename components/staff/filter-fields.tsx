import Link from 'next/link';

/**
 * The fields of the console's GET filter forms (orders, customers, audit log): each a labelled
 * control showing the URL's value; Apply submits, Clear is a link to the bare list.
 */
export function TextFilter({ name, label, value, type = 'text', maxLength }: { name: string; label: string; value?: string; type?: 'text' | 'email' | 'search' | 'date'; maxLength?: number }) {
  return (
    <label>
      {label}
      <input name={name} type={type} defaultValue={value ?? ''} maxLength={maxLength} />
    </label>
  );
}

export function SelectFilter({ name, label, value, anyLabel, options }: { name: string; label: string; value?: string; anyLabel: string; options: readonly (readonly [string, string])[] }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </label>
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
