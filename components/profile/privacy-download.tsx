'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { fetchDataExport, type DataExportFormat } from '@/lib/api/account-privacy';
import type { Language } from '@/lib/contract/enums';
import { saveFile } from '@/lib/ui/save-file';

/**
 * "Download my data" (issue #49 item 2): the export as a machine-readable JSON file or a readable
 * HTML page, fetched with the customer's token through the API client (a plain link would carry
 * none), then saved under the file name the server gives.
 */
export function PrivacyDownload({ lang }: { lang: Language }) {
  const t = useTranslations('privacy.download');
  const mutation = useMutation({
    mutationFn: (format: DataExportFormat) => fetchDataExport(format, lang),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  const button = (format: DataExportFormat) => {
    const busy = mutation.isPending && mutation.variables === format;
    return (
      <button type="button" className="button-secondary" onClick={() => mutation.mutate(format)} disabled={mutation.isPending} aria-busy={busy} data-format={format}>
        {busy ? t('pending') : t(format)}
      </button>
    );
  };
  return (
    <section className="card profile-card privacy-card" aria-labelledby="privacy-download">
      <h2 id="privacy-download">{t('title')}</h2>
      <p>{t('text')}</p>
      <div className="privacy-actions">
        {button('json')}
        {button('html')}
      </div>
      {mutation.isError && (
        <p role="alert" className="form-alert form-alert-error">
          {t('failed')}
        </p>
      )}
      {mutation.isSuccess && (
        <p role="status" className="form-alert form-alert-success">
          {t('done')}
        </p>
      )}
    </section>
  );
}
