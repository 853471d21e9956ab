'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useModal } from '@/components/ui/use-modal';
import type { ProductFacets } from '@/lib/contract/catalog';
import { useCatalogNavigation } from './catalog-query';
import { FacetFields, useFiltersTitle } from './facet-fields';

/** The drawer's name in the modal store (SPEC §3) and its element's id. */
export const FILTERS_MODAL = 'catalog-filters';

/**
 * The checkbox last used in the drawer (`name=value`). A filter chosen in the drawer renders a new
 * page of the list (the one left stays in the DOM, hidden: Next keeps a few); the modal store,
 * above the pages, keeps the drawer open, and the new page's drawer focuses the same checkbox.
 */
let lastCheckbox: string | undefined;

const checkboxKey = (element: EventTarget | null) =>
  element instanceof HTMLInputElement && element.type === 'checkbox' ? `${element.name}=${element.value}` : undefined;

/**
 * On a phone (800 px and narrower, where the filters column is not shown): the "Filters (n)"
 * button and the drawer it opens, a modal `<dialog>` (focus kept inside, Escape, the backdrop and
 * the close button close it) with the same filters as the column, "Clear all" and "Show N
 * products". Closing returns the focus to the button. Before React has hydrated the page the
 * button opens the drawer by itself (`command="show-modal"`), and its close buttons are
 * `method="dialog"` forms. "Show N products" (`showResults`) is written on the server, which renders
 * every new result: a plural built here would be the page's first Intl formatter, a long task on a
 * phone while it hydrates (issue #16).
 */
export function FiltersDrawer({ facets, showResults }: { facets: ProductFacets; showResults: string }) {
  const t = useTranslations('catalog');
  const title = useFiltersTitle();
  const { pending } = useCatalogNavigation();
  const { isOpen, open, close } = useModal(FILTERS_MODAL);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    const element = dialog.current!;
    if (element.open) open(); // opened before hydration
    const onClose = () => {
      close();
      lastCheckbox = undefined;
      button.current?.focus();
    };
    const onFocus = (event: FocusEvent) => {
      lastCheckbox = checkboxKey(event.target);
    };
    element.addEventListener('close', onClose);
    element.addEventListener('focusin', onFocus);
    return () => {
      element.removeEventListener('close', onClose);
      element.removeEventListener('focusin', onFocus);
      if (!element.open) return;
      // This page of the list is hidden or gone: its drawer must not keep the page inert. The
      // store stays open for the list's next page, unless none shows its drawer by then.
      element.close();
      setTimeout(() => {
        if (!document.querySelector('dialog.filters-drawer[open]')) close();
      });
    };
  }, [open, close]);

  // The store opens and closes the dialog.
  useEffect(() => {
    const element = dialog.current!;
    if (isOpen && !element.open) {
      const wanted = lastCheckbox; // showModal moves the focus to the close button
      element.showModal();
      [...element.querySelectorAll('input')].find((input) => wanted !== undefined && checkboxKey(input) === wanted)?.focus();
    } else if (!isOpen && wasOpen.current && element.open) element.close();
    wasOpen.current = isOpen;
  }, [isOpen]);

  const onOpen = (event: MouseEvent) => {
    event.preventDefault(); // the browser's own command="show-modal" is for before hydration
    open();
  };
  // A click on the backdrop (the dialog box itself has no padding: its content fills it).
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button-secondary filters-button"
        aria-haspopup="dialog"
        aria-controls={FILTERS_MODAL}
        command="show-modal"
        commandfor={FILTERS_MODAL}
        onClick={onOpen}
      >
        {title}
      </button>
      <dialog ref={dialog} id={FILTERS_MODAL} className="filters-drawer" aria-labelledby={`${FILTERS_MODAL}-title`} aria-busy={pending} closedby="any" onClick={closeOnBackdrop}>
        <div className="filters-drawer-body">
          <div className="filters-drawer-head">
            <h2 id={`${FILTERS_MODAL}-title`}>{title}</h2>
            <form method="dialog">
              <button type="submit" className="filters-drawer-close">
                <span aria-hidden="true">×</span>
                <span className="visually-hidden">{t('closeFilters')}</span>
              </button>
            </form>
          </div>
          <div className="filters-drawer-fields">
            <FacetFields facets={facets} />
          </div>
          <form method="dialog" className="filters-drawer-foot">
            <button type="submit" className="button-primary">
              {pending ? t('showResultsPending') : showResults}
            </button>
          </form>
        </div>
      </dialog>
    </>
  );
}
