import { getRequestConfig } from 'next-intl/server';
import { acceptLanguageCode } from '@/lib/routing/config';
import { DefaultLanguage } from '@/lib/contract/enums';
import { loadMessages } from './messages';

/** next-intl request config: the language comes from the `[lang]` segment (set by middleware). */
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = acceptLanguageCode(await requestLocale) ?? DefaultLanguage;
  return { locale, messages: await loadMessages(locale), timeZone: 'Europe/Athens' };
});
