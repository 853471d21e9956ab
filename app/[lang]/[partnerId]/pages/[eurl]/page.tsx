import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ShopTrust } from '@/components/layout/shop-trust';
import { RichText } from '@/components/ui/rich-text';
import { getContentPage } from '@/lib/api/content.server';
import { getPartner } from '@/lib/api/partner.server';
import type { Language } from '@/lib/contract/enums';
import { publicPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; partnerId: string; eurl: string }> };

/** Build-time validation only (the pages live in the database); see the partner layout. */
export function generateStaticParams(): { eurl: string }[] {
  return [{ eurl: '-' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, partnerId, eurl } = await params;
  const [partner, page] = await Promise.all([getPartner(partnerId, lang as Language), getContentPage(partnerId, eurl, lang as Language)]);
  if (!page) return {};
  const name = partner?.name ?? partnerId;
  return publicPageMetadata({ lang: lang as Language, partnerId, path: `pages/${page.eurl}`, title: page.title, description: page.description || page.title, siteName: name });
}

/**
 * A partner's content page (issue #18 item 7; SPEC's ContentPages): open to anyone (terms of sale
 * are read before registering), the same for every visitor, served from the cache; its rich text
 * sanitised by the API and again here. An unknown or unpublished page is the shop's 404.
 */
export default async function ContentPagePage({ params }: Props) {
  const { lang, partnerId, eurl } = await params;
  setRequestLocale(lang as Language);
  const page = await getContentPage(partnerId, eurl, lang as Language);
  if (!page) notFound();
  // The seller's details under the terms (issue #46): who the contract is with.
  return (
    <>
      <main id="content" className="container content-page">
        <h1>{page.title}</h1>
        <RichText html={page.body} lang={lang as Language} />
      </main>
      <ShopTrust lang={lang as Language} partnerId={partnerId} />
    </>
  );
}
