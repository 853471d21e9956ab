import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

/** The list's metadata (private: behind login), the same for its per-request and its cached route. */
export async function catalogMetadata(lang: Language): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'catalog' });
  return privatePageMetadata({ title: t('title') });
}
