import { getTranslations } from 'next-intl/server';
import { NamedColors, type Language } from '@/lib/contract/enums';
import { PictureUrlOutcomes } from '@/lib/contract/picture-urls';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import { PictureUrlPanel } from './picture-url-panel';

/** The keys of the section's message groups (messages staffPictureUrls.problems, .errors), translated here for the panel's script. */
const PROBLEM_KEYS = [
  'file_unreadable', 'file_empty', 'file_too_many_rows', 'picture_urls_header_invalid', 'code_required', 'code_invalid', 'color_invalid', 'url_required',
  'picture_url_invalid', 'picture_url_address_refused', 'picture_url_duplicate', 'product_not_found', 'picture_color_invalid', 'picture_url_unreachable',
  'picture_url_timeout', 'picture_url_status', 'picture_url_redirects', 'picture_too_large', 'picture_not_image', 'picture_svg_refused',
  'picture_format_unsupported', 'picture_too_many_pixels', 'picture_unreadable', 'pictures_limit_reached',
] as const;
const ERROR_KEYS = [
  'unknown', 'picture_urls_too_large', 'picture_urls_required', 'picture_urls_invalid', 'picture_store_unavailable', 'staff_role_forbidden', 'staff_read_only',
  'unauthorized', 'validation_failed',
] as const;

/** The import page's pictures by URL list (issue #45 item 3, decision 0045): its explanation and the panel, for an Employee. */
export async function PictureUrlSection({ lang }: { lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'staffPictureUrls' });
  const colours = await getTranslations({ locale: lang, namespace: 'catalog.colorNames' });
  const group = (name: 'outcomes' | 'problems' | 'errors', keys: readonly string[]) => Object.fromEntries(keys.map((key) => [key, t(`${name}.${key}` as never)]));
  const counts = Object.fromEntries(PictureUrlOutcomes.map((o) => [o, `{${o}}`]));
  const texts = {
    heading: t('heading'), legend: t('legend'), file: t('file'), fileHint: t('fileHint'), dryRun: t('dryRun'), apply: t('apply'), busy: t('busy'), hasErrors: t('hasErrors'),
    counts: t('counts', counts as never), applied: t('applied', counts as never), fileProblems: t('fileProblems'), everyColour: t('everyColour'), unknownProblem: t('unknownProblem'),
    line: t('table.line'), product: t('table.product'), colour: t('table.colour'), url: t('table.url'), outcome: t('table.outcome'), problem: t('table.problem'),
    outcomes: group('outcomes', PictureUrlOutcomes), problems: group('problems', PROBLEM_KEYS), errors: group('errors', ERROR_KEYS),
    colorNames: Object.fromEntries(NamedColors.map((c) => [c, colours(c)])),
  };
  return (
    <>
      <h2>{t('heading')}</h2>
      <p>{t('intro', { colors: NamedColors.join(', ') })}</p>
      <PictureUrlPanel url={staffPath(lang, 'catalog/import/picture-urls', routingConfig)} texts={texts} />
    </>
  );
}
