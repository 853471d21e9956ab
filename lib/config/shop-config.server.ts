import 'server-only';
import { serverEnv } from './server-env';
import { shopConfigOf, type ShopConfig } from './shop-config';

let cached: ShopConfig | undefined;

/** The shop's configuration (lib/config/shop-config.ts) from the validated process environment, read once. */
export function shopConfig(): ShopConfig {
  cached ??= shopConfigOf(serverEnv());
  return cached;
}
