import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Language } from '@/lib/contract/enums';
import { CLIENT_MESSAGES, type ClientMessagesScope } from '@/lib/i18n/client-messages';
import { pickMessages } from '@/lib/i18n/pick-messages';

/**
 * The i18n provider of a route file's client components, with only the messages its entry in
 * lib/i18n/client-messages.ts lists (they replace the parent provider's). A plain server component:
 * the language comes from the route's params, never from the request's headers.
 */
export async function ClientMessages({ lang, scope, children }: { lang: Language; scope: ClientMessagesScope; children: ReactNode }) {
  // The provider reads the time zone and formats from the request config of this language.
  setRequestLocale(lang);
  const messages = await getMessages({ locale: lang });
  return (
    <NextIntlClientProvider locale={lang} messages={pickMessages(messages, CLIENT_MESSAGES[scope])}>
      {children}
    </NextIntlClientProvider>
  );
}
