import { getTranslations } from 'next-intl/server';
import { ShopWayBack } from '@/components/layout/shop-way-back';

/**
 * Not found inside a partner's shop (issue #16 item 9): an unknown page or product keeps the
 * shop's header (the partner layout), and offers a search of the catalogue and the way home.
 */
export default async function ShopNotFound() {
  const t = await getTranslations('notFound');
  const catalog = await getTranslations('catalog');
  return (
    <main id="content" className="container centered not-found">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <ShopWayBack labels={{ search: catalog('search'), searchButton: catalog('searchButton'), home: t('home'), products: t('allProducts') }} />
    </main>
  );
}
