'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';

/**
 * Copies a code (a store pickup's, decision 0090) to the clipboard and says so in a polite live
 * region; where the browser refuses, says to select the code instead (it is selectable as one).
 */
export function CopyCodeButton({ code }: { code: string }) {
  const t = useTranslations('orders.pickup');
  const [said, setSaid] = useState<'copied' | 'copyFailed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setSaid('copied');
    } catch {
      setSaid('copyFailed');
    }
  };
  return (
    <span className="copy-code">
      <button type="button" className="button-secondary" onClick={() => void copy()}>
        {t('copy')}
      </button>
      <span role="status" className="copy-code-status">
        {said && t(said)}
      </span>
    </span>
  );
}
