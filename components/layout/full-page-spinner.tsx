import { useTranslations } from 'next-intl';

/** SPEC §4: the full-page spinner while profile and promotion info load. */
export function FullPageSpinner() {
  const t = useTranslations('common');
  return (
    <div className="full-page-spinner" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
