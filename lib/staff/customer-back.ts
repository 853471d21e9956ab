import { formText } from './form-handler';

/** The customer list's filters a console form carried (`back`), kept after its redirect: only the list's own keys. */
export function customerListBack(form: FormData): Record<string, string> {
  const back = new URLSearchParams(formText(form, 'back', 400));
  const kept: Record<string, string> = {};
  for (const key of ['q', 'partner', 'status', 'page']) {
    const value = back.get(key);
    if (value) kept[key] = value.slice(0, 100);
  }
  return kept;
}
