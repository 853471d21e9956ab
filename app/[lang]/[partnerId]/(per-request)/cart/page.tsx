import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartView } from '@/components/cart/cart-view';
import { getServerCart } from '@/lib/api/cart.server';
import { ClientMessages } from '@/components/layout/client-messages';
import { ShopTrust } from '@/components/layout/shop-trust';
import type { Language } from '@/lib/contract/enums';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'cart' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * The cart (SPEC §2, issue #5). Middleware lets only a live session in. The page is rendered for
 * each request, private and never cached: the server reads the customer's cart with the request's
 * access token, so the lines and totals are in the first HTML (issue #46, decision 0054), and the
 * browser's cart query starts from that read. When the server cannot read it (a stale access
 * token), the browser does, and its API client refreshes the token by itself, so the page needs
 * no CustomerGate. Every change on the page answers the whole cart.
 */
export default async function CartPage({ params }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const t = await getTranslations('cart');
  const server = await getServerCart(partnerId, language);
  // The seller's details, contact and ways to pay and deliver below the cart, as on the shop's other
  // pages (the (partner-wide) layout's): where a shopper decides to check out.
  return (
    <>
      <main id="content" className="container cart-page">
        <h1>{t('title')}</h1>
        <ClientMessages lang={language} scope="[partnerId]/(per-request)/cart/page">
          <CartView lang={language} partnerId={partnerId} server={server} />
        </ClientMessages>
      </main>
      <ShopTrust lang={language} partnerId={partnerId} />
    </>
  );
}
