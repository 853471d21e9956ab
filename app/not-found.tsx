import { getTranslations } from 'next-intl/server';

/**
 * Not found above the language (an unknown language prefix such as /de/…, or the root layout's
 * own notFound()): no language is known, so the title in both (the root itself is not found, SPEC §2: no link). Next otherwise
 * puts its own English page here, whose markup and inline styles (about 1 kB) every page's HTML
 * carries in its router tree (decision 0057); this one carries a fifth of that.
 */
export default async function RootNotFound() {
  const [el, en] = await Promise.all([getTranslations({ locale: 'el', namespace: 'notFound' }), getTranslations({ locale: 'en', namespace: 'notFound' })]);
  return (
    <main lang="el">
      <h1>{el('title')}</h1>
      <p lang="en">{en('title')}</p>
    </main>
  );
}
