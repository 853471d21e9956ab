import 'server-only';
import { serverEnv } from '@/lib/config/server-env';

/** The absolute base of every metadata URL (canonical, hreflang, Open Graph): PUBLIC_URL. */
export function metadataBase(): URL {
  return new URL(serverEnv().PUBLIC_URL);
}
