'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { fetchOrderDocument } from '@/lib/api/orders';
import type { Language } from '@/lib/contract/enums';
import type { Order } from '@/lib/contract/orders';
import { documentFileName, documentKind } from '@/lib/orders/order-document';
import { saveFile } from '@/lib/ui/save-file';

export { saveFile };

/**
 * "Download invoice" / "Download receipt" (issue #18 item 6): the PDF in the page's language,
 * fetched with the customer's token through the API client (a plain link would carry no token),
 * then saved as `<orderNumber>.pdf`.
 */
export function DownloadDocument({ lang, order }: { lang: Language; order: Pick<Order, 'uid' | 'orderNumber' | 'type'> }) {
  const t = useTranslations('orderDocument.download');
  const kind = documentKind(order.type);
  const mutation = useMutation({
    mutationFn: () => fetchOrderDocument(order.uid, lang),
    onSuccess: (blob) => saveFile(blob, documentFileName(order.orderNumber)),
  });
  return (
    <>
      <button type="button" className="button-secondary" onClick={() => mutation.mutate()} disabled={mutation.isPending} aria-busy={mutation.isPending}>
        {mutation.isPending ? t('pending') : t(kind)}
      </button>
      {mutation.isError && (
        <p role="alert" className="form-alert form-alert-error">
          {t('failed')}
        </p>
      )}
    </>
  );
}
