'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useModal } from './use-modal';

type Props = {
  /** The name in the modal store (SPEC §3): open it with `useModal(name).open()`. */
  name: string;
  title: string;
  children: ReactNode;
  /** `wide`: for tables (an order's detail); `drawer`: a full-height sheet from the right edge. */
  variant?: 'dialog' | 'wide' | 'drawer';
  /** Called when the dialog closes by Escape, the close button or a click on the backdrop. */
  onClose?: () => void;
};

/**
 * A modal dialog driven by the jotai modal store. The native `<dialog>` shown with `showModal()`
 * gives the top layer, the inert page behind, focus moved into the dialog and Escape; the browser
 * returns focus to the element that opened it when it closes.
 */
export function Modal({ name, title, children, variant = 'dialog', onClose }: Props) {
  const { isOpen, close } = useModal(name);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useTranslations('common');

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
    // A page left by a client navigation stays in the DOM, hidden (Cache Components keep it for
    // going back): an open modal dialog would keep the next page inert. Hidden or unmounted, it closes.
    return () => {
      if (!dialog.open) return;
      dialog.close();
      close();
    };
  }, [isOpen, close]);

  // Escape and the close button end in the dialog's `close` event: keep the store in step.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onDialogClose = () => {
      close();
      onClose?.();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [close, onClose]);

  return (
    <dialog
      ref={ref}
      className={variant === 'dialog' ? 'modal' : `modal modal-${variant}`}
      aria-labelledby={titleId}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      {isOpen && (
        <div className="modal-body">
          <header className="modal-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="modal-close" aria-label={t('close')} onClick={() => ref.current?.close()}>
              ×
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
