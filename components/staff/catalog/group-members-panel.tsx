'use client';

import { useState } from 'react';
import { FormNotice } from '@/components/staff/form-fields';
import type { Language } from '@/lib/contract/enums';
import type { StaffProductComposition } from '@/lib/contract/staff-product-kinds';
import { moved, type MembersFormState } from '@/lib/staff/catalog/composition-form';
import { AnsweredForm } from './answered-form';
import { fill, type CompositionTexts } from './composition-texts';

type Action = (state: MembersFormState, form: FormData) => Promise<MembersFormState>;

/**
 * A Grouped product's members in the product editor (issue #45, decision 0046): a list of product
 * codes in the order the storefront shows them, added by code, moved up or down, removed, saved as
 * a whole with the version the page was read at. A refusal keeps the list as it was, each message
 * next to its member.
 */
export function GroupMembersPanel({ action, initial, saved, texts, readOnly, lang }: { action: Action; initial: MembersFormState; saved: StaffProductComposition; texts: CompositionTexts; readOnly: boolean; lang: Language }) {
  return (
    <AnsweredForm action={action} initial={initial}>
      {(state, formAction, pending) => <MembersForm state={state} formAction={formAction} pending={pending} saved={saved} texts={texts} readOnly={readOnly} lang={lang} />}
    </AnsweredForm>
  );
}

function MembersForm({ state, formAction, pending, saved, texts, readOnly, lang }: { state: MembersFormState; formAction: (form: FormData) => void; pending: boolean; saved: StaffProductComposition; texts: CompositionTexts; readOnly: boolean; lang: Language }) {
  const [codes, setCodes] = useState(state.codes);
  const [adding, setAdding] = useState('');
  const m = texts.members;
  const names = new Map(saved.members.map((member) => [member.code, member.name[lang]]));
  const add = () => {
    const code = adding.trim().toUpperCase();
    if (code) setCodes([...codes, code]);
    setAdding('');
  };
  return (
    <form action={formAction} className="catalog-section" aria-labelledby="group-members-heading" noValidate>
      <h2 id="group-members-heading">{m.heading}</h2>
      <p className="field-hint">{m.hint}</p>
      <FormNotice notice={state.notice} />
      <fieldset disabled={readOnly} className="catalog-group">
        <legend>{m.heading}</legend>
        <input type="hidden" name="expectedVersion" value={state.version} />
        {state.errors.members && <span className="field-error">{state.errors.members}</span>}
        {codes.length === 0 ? (
          <p>{m.empty}</p>
        ) : (
          <ol className="catalog-history" aria-label={m.heading}>
            {codes.map((code, i) => (
              <li key={`${code}-${i}`} aria-describedby={state.errors[`member.${i}`] ? `member-${i}-error` : undefined}>
                <input type="hidden" name="member" value={code} />
                <span>{names.has(code) ? `${code} — ${names.get(code)}` : code}</span>{' '}
                {!readOnly && (
                  <>
                    <button type="button" className="button-secondary" disabled={i === 0} aria-label={fill(m.up, { code })} onClick={() => setCodes(moved(codes, i, -1))}>
                      ↑
                    </button>
                    <button type="button" className="button-secondary" disabled={i === codes.length - 1} aria-label={fill(m.down, { code })} onClick={() => setCodes(moved(codes, i, 1))}>
                      ↓
                    </button>
                    <button type="button" className="button-secondary" aria-label={fill(m.remove, { code })} onClick={() => setCodes(codes.filter((_, j) => j !== i))}>
                      ×
                    </button>
                  </>
                )}
                {state.errors[`member.${i}`] && (
                  <span id={`member-${i}-error`} className="field-error">
                    {fill(m.fieldOf, { n: i + 1 })}: {state.errors[`member.${i}`]}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
        {!readOnly && (
          <div className="catalog-adders">
            <div className="catalog-stack">
              <label htmlFor="member-to-add">{m.code}</label>
              <input id="member-to-add" value={adding} onChange={(e) => setAdding(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), add())} autoCapitalize="characters" spellCheck={false} />
            </div>
            <button type="button" className="button-secondary" onClick={add}>
              {m.add}
            </button>
            <button type="submit" className="button-primary" disabled={pending}>
              {pending ? m.saving : m.save}
            </button>
          </div>
        )}
      </fieldset>
    </form>
  );
}
