import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';

export const instant = false;

export const generateMetadata = notFoundMetadata;

/**
 * A path under an active partner that names nothing there (an unknown page, a product the
 * customer cannot see): middleware rewrites it here. notFound() answers 404 and renders the
 * partner's not-found page (../../not-found.tsx) inside its shop: header, search, a way home.
 * No request names this route itself: `/acme/missing` is no page, so it lands here as well.
 */
export default function MissingInShop() {
  notFound();
}
