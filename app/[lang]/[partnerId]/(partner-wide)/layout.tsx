import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ShopTrust } from '@/components/layout/shop-trust';
import type { Language } from '@/lib/contract/enums';

type Props = { children: ReactNode; params: Promise<{ lang: string; partnerId: string }> };

/**
 * The shop's pages (landing, catalogue, product, checkout, profile): each page, then the seller's
 * details, contact and ways to pay and deliver (issue #46), above the partner layout's footer
 * links. The sign-in pages outside this group keep only those links (their HTML stays small).
 * Reads nothing of the request.
 */
export default async function ShopLayout({ children, params }: Props) {
  const { lang, partnerId } = await params;
  setRequestLocale(lang as Language);
  return (
    <>
      {children}
      <ShopTrust lang={lang as Language} partnerId={partnerId} />
    </>
  );
}
