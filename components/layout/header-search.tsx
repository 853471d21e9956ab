'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, type FormEvent } from 'react';
import { parsePath } from '@/lib/routing/paths';

const PANEL_ID = 'site-search';
/** Pages of a visitor without a session (the search leads behind login): the header keeps them small. The sign-in pages have a header of their own (app/[lang]/(auth)/[partnerId]/layout.tsx). */
const AUTH_PAGES = new Set(['logout', 'impersonate']);

export type HeaderSearchLabels = { label: string; placeholder: string; submit: string; open: string };

/**
 * The shop's search in the header of every page (issue #46, decision 0051): a GET form to the
 * product list, so it works before the page hydrates; once it has, the list opens client-side.
 * Middleware sends an exact product code or SKU straight to its product. Wide screens show the
 * field; narrower ones a button opening it as a popover across the top (the browser opens it
 * without React, closes it on Escape or a tap outside), so the header keeps its one row. Not on
 * the pages of a visitor without a session.
 */
export function HeaderSearch({ action, labels }: { action: string; labels: HeaderSearchLabels }) {
  const router = useRouter();
  const pathname = usePathname();
  const panel = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const hidden = AUTH_PAGES.has(parsePath(pathname).path.split('/')[0] ?? '');

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    const onToggle = (event: Event) => (event as ToggleEvent).newState === 'open' && input.current?.focus();
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [hidden]);

  if (hidden) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = input.current!.value.trim().slice(0, 200);
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
    router.push(q ? `${action}?q=${encodeURIComponent(q)}` : action);
  };
  return (
    <>
      <button type="button" className="search-toggle" popoverTarget={PANEL_ID} aria-controls={PANEL_ID}>
        <span className="search-icon" aria-hidden="true" />
        <span className="visually-hidden">{labels.open}</span>
      </button>
      <div ref={panel} id={PANEL_ID} className="header-search" popover="auto">
        <form role="search" action={action} method="get" aria-label={labels.label} onSubmit={submit}>
          <input ref={input} type="search" name="q" maxLength={200} aria-label={labels.label} placeholder={labels.placeholder} enterKeyHint="search" />
          <button type="submit" className="button-primary header-search-submit">
            <span className="search-icon" aria-hidden="true" />
            <span className="visually-hidden">{labels.submit}</span>
          </button>
        </form>
      </div>
    </>
  );
}
