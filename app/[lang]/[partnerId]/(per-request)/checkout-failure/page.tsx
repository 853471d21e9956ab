import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CartStateNote } from '@/components/checkout/cart-state-note';
import { ClientMessages } from '@/components/layout/client-messages';
import type { Language } from '@/lib/contract/enums';
import { refundReasonParam } from '@/lib/orders/refund-reason';
import { buildPath } from '@/lib/routing/paths';
import { privatePageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: lang as Language, namespace: 'checkoutFailure' });
  return privatePageMetadata({ title: t('title') });
}

/**
 * Checkout failure (SPEC §2): why (the `reason` key, translated; a generic text otherwise; for money
 * given back, the `refund` reason in the customer's words when the payment return knew it: issue #44
 * item 1), what became of the cart, the ways back.
 */
export default async function CheckoutFailurePage({ params, searchParams }: Props) {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const search = await searchParams;
  const reason = search.reason;
  const key = typeof reason === 'string' && /^[a-z0-9_]{1,60}$/.test(reason) ? reason : 'generic';
  const refund = key === 'payment_refund_due' ? refundReasonParam(search.refund) : undefined;
  const t = await getTranslations('checkoutFailure');
  const all = await getTranslations();
  const text = refund
    ? `${all(`orders.detail.refundReason.${refund}`)} ${t('refundWhere')}`
    : t.has(`reasons.${key}` as never)
      ? t(`reasons.${key}` as never)
      : all.has(`errors.${key}` as never)
        ? all(`errors.${key}` as never)
        : t('reasons.generic');
  return (
    <main id="content" className="container centered">
      <h1>{t('title')}</h1>
      <p role="alert" className="form-alert form-alert-error">
        {text}
      </p>
      <ClientMessages lang={language} scope="[partnerId]/(per-request)/checkout-failure/page">
        <CartStateNote lang={language} partnerId={partnerId} />
      </ClientMessages>
      <p className="page-links">
        <Link href={buildPath({ lang: language, partnerId, path: 'cart' })}>{t('backToCart')}</Link>
        <Link href={buildPath({ lang: language, partnerId, path: 'checkout' })}>{t('backToCheckout')}</Link>
      </p>
    </main>
  );
}
