import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type KeyResolver<S extends z.core.$ZodType<FieldValues, FieldValues>> = Resolver<z.input<S>, unknown, z.output<S>>;
type Lazy<R> = R & { preload: () => Promise<unknown> };

/**
 * A react-hook-form resolver whose code is loaded on demand: zod and the form's schema stay out of
 * the page's first-load JavaScript (≈ 30 kB gzip, issue #15). The form calls `preload()` once it
 * is mounted, so the code is there before the first validation; a failed load is tried again at
 * the next validation.
 */
export function lazyResolver<V extends FieldValues, C, T>(load: () => Promise<Resolver<V, C, T>>): Lazy<Resolver<V, C, T>> {
  let loaded: Promise<Resolver<V, C, T>> | undefined;
  const preload = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const resolver: Resolver<V, C, T> = async (values, context, options) => (await preload())(values, context, options);
  return Object.assign(resolver, { preload });
}

/** keyResolver (./resolver.ts) of a schema loaded on demand. */
export function lazyKeyResolver<S extends z.core.$ZodType<FieldValues, FieldValues>>(loadSchema: () => Promise<S>): Lazy<KeyResolver<S>> {
  return lazyResolver<z.input<S>, unknown, z.output<S>>(async () => {
    const [{ keyResolver }, schema] = await Promise.all([import('./resolver'), loadSchema()]);
    return keyResolver(schema as S);
  });
}
