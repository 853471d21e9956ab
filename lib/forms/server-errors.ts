import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { encodeMessage } from './message-codec';

/** What a failed API call tells a form: a top-level key and per-field keys (DESIGN §8). */
export type FormFailure = { key: string; fields?: Record<string, string>; params?: Record<string, Record<string, string | number>> };

/**
 * Puts the server's field errors next to their fields (what the user typed stays) and returns
 * the key to show above the form, or undefined when every error found its field.
 */
export function applyServerErrors<T extends FieldValues>(
  failure: FormFailure,
  fieldNames: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string | undefined {
  let unplaced = false;
  for (const [name, key] of Object.entries(failure.fields ?? {})) {
    if ((fieldNames as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message: encodeMessage({ key, params: failure.params?.[name] }) }, { shouldFocus: true });
    } else {
      unplaced = true;
    }
  }
  if (!failure.fields || Object.keys(failure.fields).length === 0 || unplaced) return failure.key;
  return undefined;
}
