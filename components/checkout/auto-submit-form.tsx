'use client';

import { useEffect, useRef } from 'react';

/** A provider's payment form (the bank's fields, as the API built and signed them), posted as soon as it is on the page; the button is there if that fails. */
export function AutoSubmitForm({ action, fields, label }: { action: string; fields: Record<string, string>; label: string }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), []);
  return (
    <form ref={form} method="post" action={action}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
}
