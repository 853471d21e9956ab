import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/contract/enums';

/** The not-found pages' metadata: their title in the path's language, never indexed. */
export async function notFoundMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'meta' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}
