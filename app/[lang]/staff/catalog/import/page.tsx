import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ImportPanel } from '@/components/staff/catalog-import/import-panel';
import { PictureZipSection } from '@/components/staff/catalog-import/picture-zip-section';
import { PictureUrlSection } from '@/components/staff/catalog-import/picture-url-section';
import { StaffHeader } from '@/components/staff/staff-header';
import { getStaffMe } from '@/lib/api/staff.server';
import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { IMPORT_COLUMNS } from '@/lib/rules/catalog-import/columns';
import { IMPORT_ERROR_KEYS, IMPORT_OUTCOME_KEYS, IMPORT_PROBLEM_KEYS } from '@/components/staff/catalog-import/import-message-keys';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).lang as Language, namespace: 'staffImport' });
  return { title: t('title') };
}

/**
 * The catalogue import and export in the console (issue #45 item 3, decision 0036): an Employee
 * dry-runs a CSV or XLSX file (every row's outcome and problem, translated) and applies it when
 * it has no error; the export links download the catalogue in the same columns. An Inspector
 * exports only; a SalesPerson neither (the catalogue is the shop's).
 */
export default async function StaffCatalogImportPage({ params }: Props) {
  const lang = (await params).lang as Language;
  setRequestLocale(lang);
  const me = await getStaffMe(lang);
  if (me.kind !== 'ok') redirect(`${staffPath(lang, 'login', routingConfig)}?signedOut=1`);
  const t = await getTranslations('staffImport');
  // Each message of a group translated here: the page's script gets plain strings.
  // An error's numbers (import_file_partial's {written} and {products}) are kept for the script.
  const group = (name: 'outcomes' | 'problems' | 'errors', keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, t(`${name}.${key}` as never, { written: '{written}', products: '{products}' } as never)]));
  // A template keeps its placeholders for the script to fill.
  const template = (key: 'counts' | 'applied' | 'shown', names: readonly string[]) => t(key, Object.fromEntries(names.map((n) => [n, `{${n}}`])) as never);
  const role = me.data.role;
  const exportUrl = (format: string) => `${staffPath(lang, 'catalog/export', routingConfig)}?format=${format}`;
  const texts = {
    heading: t('importHeading'), legend: t('legend'), file: t('file'), fileHint: t('fileHint'), dryRun: t('dryRun'), apply: t('apply'), busy: t('busy'), applied: template('applied', ['create', 'update', 'unchanged']), hasErrors: t('hasErrors'),
    row: t('table.row'), code: t('table.code'), sku: t('table.sku'), outcome: t('table.outcome'), problems: t('table.problems'), fileProblems: t('fileProblems'),
    outcomes: group('outcomes', IMPORT_OUTCOME_KEYS),
    problemKeys: group('problems', IMPORT_PROBLEM_KEYS),
    unknownProblem: t('unknownProblem'),
    errors: group('errors', IMPORT_ERROR_KEYS),
    counts: template('counts', ['create', 'update', 'unchanged', 'error']),
    shown: template('shown', ['shown', 'total']),
  };
  return (
    <>
      <StaffHeader lang={lang} me={me.data} path="catalog/import" />
      <main id="content" className="container staff-main">
        <h1>{t('heading')}</h1>
        <p>{t('intro')}</p>
        <details>
          <summary>{t('columnsSummary')}</summary>
          <p>{t('columnsHint')}</p>
          <p>
            <code>{IMPORT_COLUMNS.join(', ')}</code>
          </p>
        </details>
        {role === 'SalesPerson' ? (
          <p role="status">{t('notYours')}</p>
        ) : (
          <>
            <h2>{t('exportHeading')}</h2>
            <p>
              <a className="btn" href={exportUrl('csv')} data-testid="export-csv">{t('exportCsv')}</a>{' '}
              <a className="btn" href={exportUrl('xlsx')} data-testid="export-xlsx">{t('exportXlsx')}</a>
            </p>
            <h2>{t('importHeading')}</h2>
            {role === 'Employee' ? (
              <>
                <ImportPanel fileUrl={staffPath(lang, 'catalog/import/file', routingConfig)} texts={texts} />
                <PictureZipSection lang={lang} />
                <PictureUrlSection lang={lang} />
              </>
            ) : (
              <p role="status">{t('readOnly')}</p>
            )}
          </>
        )}
      </main>
    </>
  );
}
