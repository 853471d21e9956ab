import { headers } from 'next/headers';
import { CANONICAL_HEADER } from '@/lib/routing/resolve';
import { CanonicalUrl } from './canonical-url';

/**
 * With front-end redirects (DESIGN §3), the canonical URL middleware computed, for the browser to
 * show. Rendered only with that setting (fixed at build time): without it nothing reads the
 * request, so the pages around it stay cacheable.
 */
export async function FrontEndCanonical() {
  const canonical = (await headers()).get(CANONICAL_HEADER);
  return canonical ? <CanonicalUrl canonical={canonical} /> : null;
}
