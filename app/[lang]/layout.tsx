import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/layout/client-messages';
import { LanguageSync } from '@/components/layout/language-sync';
import { Providers } from '@/components/layout/providers';
import { metadataBase } from '@/lib/seo/metadata-base';
import { acceptLanguageCode } from '@/lib/routing/config';
import { Languages } from '@/lib/contract/enums';
import { shopSans, shopSansGreek } from '@/app/fonts';
import './tokens.css';
import './globals.css';
import './controls.css';

/** Both languages are known at build time (`lang` is a root param). */
export function generateStaticParams() {
  return Languages.map((lang) => ({ lang }));
}

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = acceptLanguageCode((await params).lang) ?? 'el';
  const t = await getTranslations({ locale: lang, namespace: 'meta' });
  return { metadataBase: metadataBase(), title: { default: t('defaultTitle'), template: `%s · ${t('defaultTitle')}` }, icons: { icon: '/favicon.svg' } };
}

/** The root layout: `<html lang>` from the path's language (DESIGN §3). */
export default async function RootLayout({ children, params }: Props) {
  const lang = acceptLanguageCode((await params).lang);
  if (!lang) notFound();
  setRequestLocale(lang);
  return (
    <html lang={lang} className={`${shopSans.variable} ${shopSansGreek.variable}`}>
      <body>
        <ClientMessages lang={lang} scope="layout">
          <Providers>
            <LanguageSync lang={lang} />
            {children}
          </Providers>
        </ClientMessages>
      </body>
    </html>
  );
}
