import { getTranslations } from 'next-intl/server';

/** The not-found page's content (SPEC §2), shared by the 404 route and the notFound() boundary. */
export async function NotFoundContent() {
  const t = await getTranslations('notFound');
  return (
    <main id="content" className="container centered">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
    </main>
  );
}
