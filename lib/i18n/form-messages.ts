import type { Language } from '@/lib/contract/enums';

/**
 * The form messages: a field's validation message and an API error key's text, for any form and
 * any answer (components/forms/use-message.ts). About 10 kB in Greek, and needed only once a form
 * or a change fails, so pages do not carry them in their HTML: the browser loads them once.
 */
export const FORM_MESSAGES = ['validation', 'errors'] as const;

/** The file of one language's form messages (app/i18n/[file]/route.ts, made at build time). */
export const formMessagesFile = (lang: Language) => `form-messages.${lang}.json`;

/** Where the browser loads them from (a path with an extension: middleware leaves it alone). */
export const formMessagesUrl = (lang: Language) => `/i18n/${formMessagesFile(lang)}`;
