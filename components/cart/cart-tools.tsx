'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { SaveAsList } from '@/components/order-lists/save-as-list';
import { RequestQuote } from '@/components/quotations/request-quote';
import type { Language } from '@/lib/contract/enums';

/**
 * The cart's business actions under its lines (issue #18 items 2 and 3): "Save as a list" and
 * "Ask for a quote", each a closed disclosure whose summary is its heading. The lines, the total
 * and the way to checkout come first on a phone (issue #16 item 2); a form opens with one tap,
 * as plain HTML before the page's scripts have run.
 */
export function CartTools({ lang, partnerId }: { lang: Language; partnerId: string }) {
  const lists = useTranslations('orderLists');
  const quotes = useTranslations('quotes');
  const id = useId();
  return (
    <div className="cart-tools">
      <CartTool headingId={`${id}-list`} title={lists('saveAs.title')}>
        <SaveAsList lang={lang} partnerId={partnerId} labelledBy={`${id}-list`} />
      </CartTool>
      <CartTool headingId={`${id}-quote`} title={quotes('request.title')}>
        <RequestQuote lang={lang} partnerId={partnerId} labelledBy={`${id}-quote`} />
      </CartTool>
    </div>
  );
}

/** One closed disclosure: its summary is the form's heading (the form is labelled by it). */
function CartTool({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <details className="cart-tool">
      <summary>
        <h2 id={headingId}>{title}</h2>
      </summary>
      {children}
    </details>
  );
}
