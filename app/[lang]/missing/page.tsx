import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';
import type { Language } from '@/lib/contract/enums';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'meta' });
  return { title: t('notFoundTitle'), robots: { index: false } };
}

/**
 * Paths that cannot be a storefront page are rewritten here by middleware with status 404. It
 * renders the not-found page as a page (not by throwing notFound()), so the HTML is complete on
 * the server: Next sends only an error shell for a thrown notFound() in a dynamic route.
 */
export default async function Missing({ params }: Props) {
  setRequestLocale((await params).lang as Language);
  return <NotFoundContent />;
}
