'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';

const MENU_ID = 'site-menu';

/**
 * The header's account links and languages (`children`). Wider than 640 px they stand in the
 * header as before; on a phone they are in a menu opened by a button beside the cart: a popover
 * (the browser opens it even before React has hydrated the page, closes it on Escape or a tap
 * outside and returns the focus to the button), here a sheet from the right. Following one of its
 * links closes it.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const t = useTranslations('layout');
  const panel = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const element = panel.current!;
    const onToggle = (event: Event) => setExpanded((event as ToggleEvent).newState === 'open');
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a') && element.matches(':popover-open')) element.hidePopover();
    };
    element.addEventListener('toggle', onToggle);
    element.addEventListener('click', onClick);
    // Opened before hydration: its toggle event has been missed.
    if (element.matches(':popover-open')) setExpanded(true);
    return () => {
      element.removeEventListener('toggle', onToggle);
      element.removeEventListener('click', onClick);
    };
  }, []);

  return (
    <>
      <button type="button" className="menu-button" popoverTarget={MENU_ID} aria-controls={MENU_ID} aria-expanded={expanded}>
        <span className="menu-icon" aria-hidden="true" />
        <span className="visually-hidden">{t('menu')}</span>
      </button>
      <div ref={panel} id={MENU_ID} className="header-menu" popover="auto">
        <button type="button" className="menu-close" popoverTarget={MENU_ID} popoverTargetAction="hide">
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('closeMenu')}</span>
        </button>
        {children}
      </div>
    </>
  );
}
