'use client';

import { useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field } from './field';

export type ComboboxOption = { value: string; label: string; detail?: string };

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  /** Every option (the plain-HTML `<datalist>`); `filter` picks the type-ahead's matches. */
  options: readonly ComboboxOption[];
  filter: (query: string) => readonly ComboboxOption[];
  /** The popup list's name (not the field's: a label names one control). */
  listLabel: string;
  /** Said and shown when nothing matches; `resultsText` is announced while the list is open. */
  noMatch: string;
  resultsText: (count: number) => string;
};

const noSubscription = () => () => undefined;

/**
 * A text input with a type-ahead list (WAI-ARIA combobox with a listbox popup, list autocomplete).
 * As plain HTML (before hydration, or without JavaScript) it is an `<input list>` with a native
 * `<datalist>` of every option; once hydrated the list is our own, filtered by `filter` (e.g. no
 * accents or case), keyboard: ↓/↑ move (↓ opens), Enter picks, Escape closes. What is typed stays
 * the field's value; picking an option writes the option's value. The popup overlays the page:
 * nothing moves when it opens.
 */
export function ComboboxField({ label, registration, error, options, filter, listLabel, noMatch, resultsText }: Props) {
  const listId = useId();
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement | null>(null);
  const matches = useMemo(() => filter(query), [filter, query]);
  const optionId = (i: number) => `${listId}-option-${i}`;
  const { ref, onChange, onBlur, ...field } = registration;

  const move = (to: number) => {
    setActive(to);
    document.getElementById(optionId(to))?.scrollIntoView({ block: 'nearest' });
  };
  const choose = (option: ComboboxOption) => {
    if (!input.current) return;
    input.current.value = option.value;
    void onChange({ target: input.current, type: 'change' });
    setQuery(option.value);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setQuery(event.currentTarget.value);
        setOpen(true);
        move(event.key === 'ArrowDown' ? 0 : matches.length - 1);
      } else if (matches.length > 0) {
        move(event.key === 'ArrowDown' ? Math.min(active + 1, matches.length - 1) : Math.max(active - 1, 0));
      }
    } else if (event.key === 'Enter' && open && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = enhanced && open;
  return (
    <Field label={label} error={error}>
      {(control) => (
        <div className="combobox">
          <input
            {...field}
            {...control}
            ref={(element) => {
              ref(element);
              input.current = element;
            }}
            type="text"
            autoComplete="off"
            {...(enhanced
              ? { role: 'combobox', 'aria-autocomplete': 'list' as const, 'aria-expanded': expanded, 'aria-controls': listId, 'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined }
              : { list: listId })}
            onChange={(event) => {
              void onChange(event);
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              void onBlur(event);
              setOpen(false);
            }}
          />
          {enhanced ? (
            <ul id={listId} role="listbox" aria-label={listLabel} className="combobox-list" hidden={!expanded || matches.length === 0}>
              {matches.map((option, i) => (
                <li
                  key={option.value}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  {option.label}
                  {option.detail && <span className="combobox-detail">{option.detail}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <datalist id={listId}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.detail}
                </option>
              ))}
            </datalist>
          )}
          {expanded && matches.length === 0 && <p className="combobox-empty">{noMatch}</p>}
          {enhanced && (
            <p className="visually-hidden" aria-live="polite">
              {expanded ? (matches.length > 0 ? resultsText(matches.length) : noMatch) : ''}
            </p>
          )}
        </div>
      )}
    </Field>
  );
}
