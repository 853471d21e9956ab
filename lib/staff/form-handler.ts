import 'server-only';
import { NextResponse } from 'next/server';
import { acceptLanguageCode, routingConfig } from '@/lib/routing/config';
import { staffPath } from '@/lib/routing/staff';
import type { Language } from '@/lib/contract/enums';

/**
 * Helpers of the console's form handlers (app/[lang]/staff/…/route.ts): plain HTML forms posted
 * to the same site, answered with a 303 back to a page. A post from another site is refused (the
 * staff cookie is SameSite=Strict as well), and every field is read as text with a length cap.
 */
export function isSameSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (!origin) return site === 'same-origin';
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

export const formText = (form: FormData, name: string, max: number): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
};

export const langOf = (raw: string): Language => acceptLanguageCode(raw) ?? routingConfig.defaultLanguage;

/**
 * 303 to a path of this site. The Location is relative: behind a proxy (and in Next's route
 * handlers) `request.url` is the server's own address, not the one the browser used.
 */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path } });
}

/** 303 to a console page with query values (an error key, a kept field, a success flag). */
export function backTo(lang: Language, page: string, query: Record<string, string | undefined> = {}): NextResponse {
  const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
  const path = staffPath(lang, page, routingConfig);
  return seeOther(search.size ? `${path}?${search}` : path);
}

export const refusedCrossSite = () => new NextResponse(null, { status: 403 });
