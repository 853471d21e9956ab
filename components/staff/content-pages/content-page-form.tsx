'use client';

import { useActionState } from 'react';
import { FormNotice, formFields } from '@/components/staff/form-fields';
import type { ContentPageFormState } from '@/lib/staff/content-page-form';

/** Every text of the form, translated on the server (the console sends no message catalogue to the browser). */
export type ContentPageFormLabels = {
  eurl: string;
  eurlHint: string;
  title: { el: string; en: string };
  description: { el: string; en: string };
  body: { el: string; en: string };
  bodyHint: string;
  position: string;
  positionHint: string;
  published: string;
  save: string;
  saving: string;
};

type Action = (state: ContentPageFormState, form: FormData) => Promise<ContentPageFormState>;

/**
 * A partner's content page (issue #18 item 7), both languages: a Server Action answers the form's
 * next state, so what was typed stays after a refusal; it works before (and without) JavaScript.
 * A page being edited keeps its address (`eurlFixed`).
 */
export function ContentPageForm({ action, initial, labels, eurlFixed }: { action: Action; initial: ContentPageFormState; labels: ContentPageFormLabels; eurlFixed: boolean }) {
  const [state, formAction, pending] = useActionState(action, initial);
  const { field, checkbox, help } = formFields('page', state.values, state.errors);
  const texts = (name: 'title' | 'description', lang: 'el' | 'en') => {
    const key = `${name}${lang === 'el' ? 'El' : 'En'}` as const;
    return (
      <>
        <label htmlFor={`page-${key}`}>{labels[name][lang]}</label>
        <input {...field(key)} maxLength={name === 'title' ? 120 : 200} lang={lang} />
        {help(key)}
      </>
    );
  };
  // A new key per answer: the uncontrolled fields take the answer's values (as typed).
  return (
    <form action={formAction} className="staff-partner-form" key={JSON.stringify(state.values)} noValidate>
      <FormNotice notice={state.notice} />
      <label htmlFor="page-eurl">{labels.eurl}</label>
      <input {...field('eurl', labels.eurlHint)} readOnly={eurlFixed} autoCapitalize="none" spellCheck={false} />
      {help('eurl', labels.eurlHint)}
      {texts('title', 'el')}
      {texts('title', 'en')}
      {texts('description', 'el')}
      {texts('description', 'en')}
      {(['el', 'en'] as const).map((l) => {
        const key = l === 'el' ? 'bodyEl' : 'bodyEn';
        return (
          <div key={l} className="staff-form-group">
            <label htmlFor={`page-${key}`}>{labels.body[l]}</label>
            <textarea {...field(key, labels.bodyHint)} rows={10} lang={l} />
            {help(key, labels.bodyHint)}
          </div>
        );
      })}
      <label htmlFor="page-position">{labels.position}</label>
      <input {...field('position', labels.positionHint)} inputMode="numeric" />
      {help('position', labels.positionHint)}
      <label className="staff-checkbox">
        <input type="checkbox" {...checkbox('published')} /> {labels.published}
      </label>
      <button type="submit" className="button-primary" disabled={pending}>
        {pending ? labels.saving : labels.save}
      </button>
    </form>
  );
}
