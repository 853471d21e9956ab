import { getTranslations } from 'next-intl/server';
import { NamedColors, type Language } from '@/lib/contract/enums';
import { PictureZipOutcomes } from '@/lib/contract/picture-zip';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { PictureZipPanel } from './picture-zip-panel';

/** The keys of the section's message groups (messages staffPictureZip.problems, .errors), translated here for the panel's script. */
const PROBLEM_KEYS = [
  'zip_unreadable', 'zip_too_many_entries', 'zip_too_large_uncompressed', 'zip_empty', 'zip_name_invalid', 'zip_path_refused', 'zip_folder_refused',
  'zip_entry_unreadable', 'zip_entry_duplicate', 'product_not_found', 'picture_color_invalid', 'picture_too_large', 'picture_not_image',
  'picture_svg_refused', 'picture_format_unsupported', 'picture_too_many_pixels', 'picture_unreadable', 'pictures_limit_reached',
] as const;
const ERROR_KEYS = [
  'unknown', 'picture_zip_too_large', 'picture_zip_required', 'picture_zip_invalid', 'picture_store_unavailable', 'pictures_limit_reached',
  'staff_role_forbidden', 'staff_read_only', 'unauthorized', 'validation_failed',
] as const;

/** The import page's pictures ZIP (issue #45 item 3, decision 0042): its explanation and the panel, for an Employee. */
export async function PictureZipSection({ lang }: { lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'staffPictureZip' });
  const colours = await getTranslations({ locale: lang, namespace: 'catalog.colorNames' });
  const group = (name: 'outcomes' | 'problems' | 'errors', keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, t(`${name}.${key}` as never)]));
  const template = (key: 'counts' | 'applied') => t(key, { add: '{add}', unchanged: '{unchanged}', skipped: '{skipped}', error: '{error}' } as never);
  const texts = {
    heading: t('heading'), legend: t('legend'), file: t('file'), fileHint: t('fileHint'), dryRun: t('dryRun'), apply: t('apply'), busy: t('busy'), hasErrors: t('hasErrors'),
    counts: template('counts'), applied: template('applied'), fileProblems: t('fileProblems'), everyColour: t('everyColour'), unknownProblem: t('unknownProblem'),
    entry: t('table.entry'), product: t('table.product'), colour: t('table.colour'), order: t('table.order'), outcome: t('table.outcome'), problem: t('table.problem'),
    outcomes: group('outcomes', PictureZipOutcomes), problems: group('problems', PROBLEM_KEYS), errors: group('errors', ERROR_KEYS),
    colorNames: Object.fromEntries(NamedColors.map((c) => [c, colours(c)])),
  };
  return (
    <>
      <h2>{t('heading')}</h2>
      <p>{t('intro', { colors: NamedColors.join(', ') })}</p>
      <PictureZipPanel url={staffPath(lang, 'catalog/import/pictures', routingConfig)} texts={texts} />
    </>
  );
}
