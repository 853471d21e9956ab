import { notFound } from 'next/navigation';

/** Middleware rewrites paths that cannot be a storefront page here (root, unknown language). */
export default function Missing(): never {
  notFound();
}
