import type { Language } from '@/lib/contract/enums';
import { routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';

/**
 * The secret of a two-factor enrolment awaiting its first code (issue #44 item 3), as its
 * otpauth:// URI, between the enrolment handler and the page that shows it: an httpOnly,
 * SameSite=Strict cookie for 10 minutes, sent only to that page and its handlers (its path),
 * dropped once the code confirms it. Never in a URL.
 */
export const TOTP_ENROLMENT_COOKIE = 'staff_totp_enrolment';
export const TOTP_ENROLMENT_SECONDS = 600;

/** The two-factor page's path in that language: the cookie goes nowhere else. */
export const enrolmentCookiePath = (lang: Language): string => staffPath(lang, 'two-factor', routingConfig);

/** The key text of an otpauth:// URI (base32), or undefined for anything else. */
export function enrolmentSecret(uri: string | undefined): string | undefined {
  if (!uri?.startsWith('otpauth://totp/')) return undefined;
  try {
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    return /^[A-Z2-7]{16,128}$/.test(secret) ? secret : undefined;
  } catch {
    return undefined;
  }
}

/** The key in groups of four, as authenticator apps show it. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
