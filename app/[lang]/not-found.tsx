import { getTranslations } from 'next-intl/server';

/** The not-found page (SPEC §2), served with status 404. */
export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main className="container centered">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
    </main>
  );
}
