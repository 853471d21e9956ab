import type { ProductDetail } from '@/lib/contract/catalog';
import { createBatchLoader } from './batch-loader';
import { browserApi } from './client';
import { loadEntitiesByIds } from './entities';

/**
 * Products in the browser through the entity provider (SPEC §7): single lookups by id are
 * collected for 80 ms and fetched with one `POST /Products/ByIds` (lists of ids such as the
 * recently viewed products).
 */
const loader = createBatchLoader<ProductDetail>({
  loadByIds: (type, ids) => loadEntitiesByIds<ProductDetail>(browserApi(), type, ids),
});

export const loadProduct = (id: number): Promise<ProductDetail> => loader.load('Products', id);
