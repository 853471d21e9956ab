import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import type { FilterProblems } from './list-filters';

/** The filters' problems as the form shows them: each key translated (`validation.*`, else `errors.*`) in the page's language. */
export async function filterErrorTexts(lang: Language, problems: FilterProblems | undefined): Promise<Record<string, string>> {
  if (!problems) return {};
  const t = await getTranslations({ locale: lang });
  const text = (key: string, params: Record<string, string | number> = {}) =>
    t.has(`validation.${key}` as never) ? t(`validation.${key}` as never, params as never) : t.has(`errors.${key}` as never) ? t(`errors.${key}` as never) : t('validation.default');
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, text(problem.key, problem.params)]));
}
