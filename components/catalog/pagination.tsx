import { PageLinks } from '@/components/ui/page-links';
import { toSearch, type CatalogQuery } from '@/lib/catalog/search-params';

/** Page links that keep every filter in the URL (shareable, crawlable, Back works). */
export function Pagination({ path, query, total, pageSize }: { path: string; query: CatalogQuery; total: number; pageSize: number }) {
  return <PageLinks page={query.page} total={total} pageSize={pageSize} href={(page) => path + toSearch({ ...query, page })} />;
}
