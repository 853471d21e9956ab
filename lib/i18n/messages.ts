import type { Language } from '@/lib/contract/enums';
import type en from '@/messages/en.json';

export type Messages = typeof en;

/** The message catalogue of a language (both are complete: a test compares their keys). */
export async function loadMessages(lang: Language): Promise<Messages> {
  return lang === 'en' ? (await import('@/messages/en.json')).default : (await import('@/messages/el.json')).default;
}
