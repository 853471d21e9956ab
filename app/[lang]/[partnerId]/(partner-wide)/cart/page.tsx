import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { CartSkeleton } from '@/components/cart/cart-skeleton';
import { ServerCartView } from '@/components/cart/server-cart-view';
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
 * The cart (SPEC §2, issue #5). Middleware lets only a live session in. The heading and the skeleton
 * are the partner-wide shell; the cart itself is read for each request (it changes from other tabs
 * and devices) by the server, behind the Suspense boundary, so the lines are in the first HTML
 * (issue #16, Lighthouse). When the server cannot read it (a stale access token), the browser
 * does, and its API client refreshes the token by itself, so the page needs no CustomerGate.
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
        <Suspense fallback={<CartSkeleton />}>
          <ServerCartView lang={language} partnerId={partnerId} />
        </Suspense>
      </ClientMessages>
    </main>
  );
}
