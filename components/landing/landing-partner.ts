import 'server-only';
import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getPartner } from '@/lib/api/partner.server';
import type { Language } from '@/lib/contract/enums';
import type { Partner } from '@/lib/contract/partner';

/**
 * The landing routes' start: the language (set for next-intl here too, as client navigations
 * render a page without its layouts) and the partner, or the root for a partner gone since.
 */
export async function landingPartner(params: Promise<{ lang: string; partnerId: string }>): Promise<{ lang: Language; partner: Partner }> {
  const { lang, partnerId } = await params;
  const language = lang as Language;
  setRequestLocale(language);
  const partner = await getPartner(partnerId, language);
  if (!partner) redirect('/');
  return { lang: language, partner };
}
