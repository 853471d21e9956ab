import { NotFoundContent } from '@/components/layout/not-found-content';

/** The notFound() boundary (e.g. an unknown product): the same not-found page. */
export default function NotFound() {
  return <NotFoundContent />;
}
