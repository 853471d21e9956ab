import { IntlMessageFormat } from 'intl-messageformat';
import el from '../../messages/el.json';
import en from '../../messages/en.json';

/** The two storefront languages and their path prefixes (default el has none, DESIGN §3). */
export const LANGUAGES = [
  { lang: 'el', prefix: '' },
  { lang: 'en', prefix: '/en' },
] as const;
export type Lang = (typeof LANGUAGES)[number]['lang'];
export type LangCase = (typeof LANGUAGES)[number];

export type Messages = typeof en;
const MESSAGES: Record<Lang, Messages> = { el, en };

/** The app's own message catalogue of a language: tests assert the texts users see, never retype them. */
export function messages(lang: Lang): Messages {
  return MESSAGES[lang];
}

/** Fills simple `{name}` placeholders (the only ICU the asserted messages use). */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** Escapes a text for use inside a RegExp. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Formats a full ICU message (plurals included) the way the app does. */
export function formatIcu(lang: Lang, template: string, values: Record<string, string | number>): string {
  return String(new IntlMessageFormat(template, lang).format(values));
}
