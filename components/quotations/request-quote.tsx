'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/toast/toast';
import { useApiErrorText } from '@/components/forms/use-api-error-text';
import { IntentLink } from '@/components/ui/intent-link';
import { queryKeys } from '@/lib/api/query-keys';
import { requestQuote } from '@/lib/api/quotations';
import type { Language } from '@/lib/contract/enums';
import { QUOTE_COMMENT_MAX } from '@/lib/contract/limits';
import { buildPath } from '@/lib/routing/paths';
import { useSession } from '@/lib/session/use-session';

/**
 * "Request a quote" under the cart's lines (issue #18 item 3): the cart's lines at their prices
 * now, with an optional comment; the cart stays as it is. A refusal is said under the form and
 * what was typed stays. `labelledBy`: the form's heading is outside it (cart-tools.tsx).
 */
export function RequestQuote({ lang, partnerId, labelledBy }: { lang: Language; partnerId: string; labelledBy?: string }) {
  const t = useTranslations('quotes');
  const id = useId();
  const session = useSession();
  const queryClient = useQueryClient();
  const errorText = useApiErrorText();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      await requestQuote(comment.trim() ? { comment } : {});
      void queryClient.invalidateQueries({ queryKey: queryKeys.quotes(partnerId, session.id) });
      setComment('');
      toast.success(t('request.done'), { action: <IntentLink href={buildPath({ lang, partnerId, path: 'profile/quotes' })}>{t('request.open')}</IntentLink> });
    } catch (failure) {
      setError(errorText(failure) ?? t('failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="request-quote" onSubmit={(event) => void submit(event)} aria-labelledby={labelledBy ?? `${id}-title`}>
      {labelledBy ? null : <h2 id={`${id}-title`}>{t('request.title')}</h2>}
      <p className="request-quote-hint">{t('request.hint')}</p>
      <label htmlFor={`${id}-comment`}>{t('request.comment')}</label>
      <textarea id={`${id}-comment`} value={comment} rows={3} maxLength={QUOTE_COMMENT_MAX} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} onChange={(event) => setComment(event.target.value)} />
      <button type="submit" className="button-secondary" disabled={pending} aria-busy={pending}>
        {pending ? t('request.sending') : t('request.submit')}
      </button>
      <p id={`${id}-error`} className="field-error" aria-live="polite">
        {error}
      </p>
    </form>
  );
}
