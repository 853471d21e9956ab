import { z } from 'zod';

/** The page of a list query (1-based) and its size, as the staff lists read them from the URL. */
export const pagingFields = (defaultSize: number) => ({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(defaultSize),
});

/** One page of a list: its items, how many match in all, and which page it is. */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
