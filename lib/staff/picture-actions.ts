import { routePath } from '@/lib/contract/api-paths';
import { staffPaths } from '@/lib/contract/staff-routes';
import { formText } from './form-handler';
import type { FormPlan } from './forward-form';

/**
 * The picture forms of the console (issue #45 item 2), one handler for all of them
 * (app/[lang]/staff/products/[code]/pictures/action): `intent` says which — upload (the file,
 * colour and alt texts, forwarded as multipart/form-data), update (colour and alt texts of `id`),
 * order (`ids`, comma-separated, with `expectedVersion`: the drag order or an Up / Down button),
 * delete (`id`). Back to the pictures page with `done`, or with the API's key (a field's first).
 */
export const PICTURE_INTENTS = ['upload', 'update', 'order', 'delete'] as const;
type Intent = (typeof PICTURE_INTENTS)[number];
const DONE: Record<Intent, string> = { upload: 'uploaded', update: 'updated', order: 'reordered', delete: 'deleted' };
const FIELD_ORDER = ['file', 'color', 'alt_el', 'alt_en', 'alt.el', 'alt.en', 'ids'];

/** The key the page shows for a refusal: the first field's key, else the error itself. */
export function refusalKey(error: string, fields: Record<string, string> | undefined): string {
  if (!fields) return error;
  const field = FIELD_ORDER.find((name) => fields[name]) ?? Object.keys(fields)[0];
  return field ? fields[field]! : error;
}

const ids = (text: string) =>
  text
    .split(',')
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);

export function picturePlan(code: string, form: FormData): FormPlan {
  const intent = (PICTURE_INTENTS as readonly string[]).includes(formText(form, 'intent', 10)) ? (formText(form, 'intent', 10) as Intent) : 'update';
  const page = `products/${encodeURIComponent(code)}/pictures`;
  const list = routePath(staffPaths.productPictures, { code });
  const one = () => routePath(staffPaths.productPicture, { code, id: formText(form, 'id', 12) || '0' });
  const alt = { el: formText(form, 'alt_el', 400), en: formText(form, 'alt_en', 400) };
  const color = formText(form, 'color', 20) || null;
  const send: FormPlan['send'] = (api) => {
    if (intent === 'upload') {
      const body = new FormData();
      const file = form.get('file');
      if (file instanceof Blob && file.size > 0) body.set('file', file, 'upload');
      if (color) body.set('color', color);
      body.set('alt_el', alt.el);
      body.set('alt_en', alt.en);
      return api.post(list, { body });
    }
    if (intent === 'order') return api.put(list, { json: { ids: ids(formText(form, 'ids', 400)), expectedVersion: formText(form, 'expectedVersion', 64) } });
    if (intent === 'delete') return api.delete(one());
    return api.put(one(), { json: { color, alt } });
  };
  return { send, done: { page, query: { done: DONE[intent] } }, failed: (error, fields) => ({ page, query: { error: refusalKey(error, fields) } }) };
}
