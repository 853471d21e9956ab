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
 * The client address for rate limiting. Next.js appends the socket address to
 * X-Forwarded-For; behind a trusted proxy (TRUST_PROXY) the first entry is the client.
 */
export function clientIpFromHeaders(headers: Headers, trustProxy: boolean): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ip = trustProxy ? forwarded[0] : forwarded[forwarded.length - 1];
  return ip ?? headers.get('x-real-ip') ?? 'unknown';
}
