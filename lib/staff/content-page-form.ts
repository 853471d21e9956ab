import type { ContentPageRequest, StaffContentPage } from '@/lib/contract/content-pages';

/**
 * The content page form's values as typed (text), and the request they make (issue #18 item 7).
 * Pure: the form keeps exactly what was typed when the API refuses it.
 */
export type ContentPageFormValues = {
  eurl: string;
  titleEl: string;
  titleEn: string;
  descriptionEl: string;
  descriptionEn: string;
  bodyEl: string;
  bodyEn: string;
  position: string;
  /** 'on' when checked, '' when not (an HTML checkbox). */
  published: string;
};

export type ContentPageFormState = {
  values: ContentPageFormValues;
  /** Translated message per field. */
  errors: Partial<Record<keyof ContentPageFormValues, string>>;
  /** A translated message for the whole form (why it was not saved). */
  notice?: { kind: 'error'; text: string };
};

const FIELDS: readonly (keyof ContentPageFormValues)[] = ['eurl', 'titleEl', 'titleEn', 'descriptionEl', 'descriptionEn', 'bodyEl', 'bodyEn', 'position', 'published'];

export const emptyContentPageValues: ContentPageFormValues = { eurl: '', titleEl: '', titleEn: '', descriptionEl: '', descriptionEn: '', bodyEl: '', bodyEn: '', position: '0', published: 'on' };

export const contentPageValuesOf = (p: StaffContentPage): ContentPageFormValues => ({
  eurl: p.eurl,
  titleEl: p.title.el,
  titleEn: p.title.en,
  descriptionEl: p.description.el,
  descriptionEn: p.description.en,
  bodyEl: p.body.el,
  bodyEn: p.body.en,
  position: String(p.position),
  published: p.published ? 'on' : '',
});

export function readContentPageForm(form: FormData): ContentPageFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, 110_000) : '';
  };
  return Object.fromEntries(FIELDS.map((f) => [f, text(f)])) as ContentPageFormValues;
}

/** The API request (a position that is not a number stays text: the API says which field is wrong). */
export function toContentPageRequest(v: ContentPageFormValues): Record<keyof ContentPageRequest, unknown> {
  return {
    title: { el: v.titleEl, en: v.titleEn },
    description: { el: v.descriptionEl, en: v.descriptionEn },
    body: { el: v.bodyEl, en: v.bodyEn },
    position: /^\s*-?\d+\s*$/.test(v.position) ? Number(v.position) : v.position,
    published: v.published === 'on',
  };
}

/** The form field of an API field key (`title.el` → `titleEl`). */
export function contentPageFieldOf(apiField: string): keyof ContentPageFormValues | undefined {
  const name = apiField.replace(/\.(el|en)$/, (_, l: string) => l[0]!.toUpperCase() + l[1]);
  return (FIELDS as readonly string[]).includes(name) ? (name as keyof ContentPageFormValues) : undefined;
}
