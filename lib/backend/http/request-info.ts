import { CLIENT_ADDRESS_HEADER } from '@/lib/config/trust-proxy.cjs';
import { DefaultLanguage, Languages, type Language } from '@/lib/contract/enums';

/** The first supported language of an Accept-Language header (SPEC §7: default el). */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DefaultLanguage;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  const found = tags.find((t) => (Languages as readonly string[]).includes(t.lang));
  return (found?.lang as Language | undefined) ?? DefaultLanguage;
}

/**
 * The client address for rate limiting. The production server's preload (scripts/server-preload.cjs)
 * resolves it from the socket and X-Forwarded-For per TRUST_PROXY and writes it into
 * CLIENT_ADDRESS_HEADER, replacing whatever the client sent. Without the preload (`next dev`, API
 * tests) the last X-Forwarded-For entry stands in: Next sets it from the socket when it is absent.
 */
export function clientIpFromHeaders(headers: Headers): string {
  const resolved = headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  if (resolved) return resolved;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return forwarded[forwarded.length - 1] ?? 'unknown';
}
