import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPartner } from '@/lib/api/partner.server';
import type { Language } from '@/lib/contract/enums';
import { publicPageMetadata } from './metadata';

export type AuthPageKey = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'logout';

/** Translated, indexable metadata of a public auth page (issue #3 §6), with canonical and hreflang. */
export async function authPageMetadata(params: { lang: string; partnerId: string }, key: AuthPageKey, path: string): Promise<Metadata> {
  const lang = params.lang as Language;
  const partner = await getPartner(params.partnerId, lang);
  const t = await getTranslations({ locale: lang, namespace: 'auth' });
  const name = partner?.name ?? params.partnerId;
  const description = key === 'logout' ? t('logout.done') : t(`${key}.description`, { partner: name });
  const metadata = publicPageMetadata({ lang, partnerId: params.partnerId, path, title: t(`${key}.title`), description, siteName: name });
  // Link-token pages and logout are useful to people only.
  return key === 'reset' || key === 'verify' || key === 'logout' ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}
