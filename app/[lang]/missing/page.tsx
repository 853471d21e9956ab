import { notFound } from 'next/navigation';
import { notFoundMetadata } from '@/lib/seo/not-found-metadata';

export const instant = false;

export const generateMetadata = notFoundMetadata;

/**
 * Paths that cannot be a storefront page are rewritten here by middleware. It throws notFound()
 * so that the answer is 404 (with Cache Components a page's status comes from its render, not from
 * middleware's rewrite) and renders the not-found page of the language (app/[lang]/not-found.tsx).
 * No Suspense boundary sits above it, so nothing is sent before the status is known.
 *
 * Rendered per request, as before Cache Components: it is the benchmark's yardstick (the bare
 * page, bench/routes.mjs), which must stay a render of the app shell to keep ratios comparable.
 */
export default function Missing() {
  notFound();
}
