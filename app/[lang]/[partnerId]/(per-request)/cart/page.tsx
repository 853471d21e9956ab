import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartView } from '@/components/cart/cart-view';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'cart' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * The cart (SPEC §2, issue #5). Middleware lets only a live session in. The cart itself is read on
 * the client, always fresh (it changes from other tabs and devices, and every change on this page
 * answers the whole cart); the browser's API client refreshes an expired access token by itself,
 * so the page needs no CustomerGate.
 */
export default async function CartPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('cart');
  return (
    <main id="content" className="container cart-page">
      <h1>{t('title')}</h1>
      <ClientMessages lang={language} scope="[partnerId]/(partner-wide)/cart/page">
        <CartView lang={language} partnerId={partnerId} />
      </ClientMessages>
    </main>
  );
}
