import type { ReactNode } from 'react';

/**
 * A console table's own sideways scroll (issue #46, decision 0052): on a phone a table wider than
 * the screen scrolls inside this box, never the page. A labelled region that takes the focus, so a
 * keyboard user reaches it with Tab and scrolls it with the arrow keys, and a screen reader names it.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="staff-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
