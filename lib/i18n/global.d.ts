import type { Language } from '@/lib/contract/enums';
import type messages from '@/messages/en.json';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Language;
    Messages: typeof messages;
  }
}
