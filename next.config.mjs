import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import staticSecurityHeaders from './lib/security/static-headers.json' with { type: 'json' };

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  // ICU messages are compiled at build time: no message parser at run time, on the server or in
  // the browser (next-intl's ahead-of-time compilation; `t.raw` is not available with it).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'standalone',
  // `npm test` type-checks with `tsc` before it builds (scripts/test-all.mjs sets
  // BUILD_AFTER_TYPECHECK=1 for its build step): the build's own check would repeat it. Every other
  // build (ops, `npm run shop`) still type-checks.
  typescript: { ignoreBuildErrors: process.env.BUILD_AFTER_TYPECHECK === '1' },
  productionBrowserSourceMaps: process.env.PROFILE_SOURCE_MAPS === "1",
  poweredByHeader: false,
  // Middleware normalises trailing slashes together with the language prefix and the auth
  // redirect (lib/routing/resolve.ts), so `/EN/acme/` is one redirect hop, not Next's 308 first.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Cache Components (issue #15): partner-wide data and output cached with 'use cache' and tags
  // (lib/cache-tags.ts); personal parts render per request. Partial Prefetching stays off: an
  // unlisted partner's first request waits for its full render (a missing partner still gets its
  // redirect and a missing product its 404 status, never a 200 shell).
  cacheComponents: true,
  partialPrefetching: false,
  // 'use cache' entries live in Next's in-memory LRU; their tags expire when the shared database
  // says the data changed, on every instance within a second (lib/cache/use-cache-handler.cjs).
  cacheHandlers: { default: fileURLToPath(new URL('./lib/cache/use-cache-handler.cjs', import.meta.url)) },
  experimental: {
    // Pages regenerated at run time stay in memory: nothing cached survives a restart (issue #15
    // item 3), and instances sharing one build folder never share stale files.
    isrFlushToDisk: false,
  },
  // Security headers (issue #14 item 2, lib/security/headers.ts) on everything outside the API
  // (the API sets its own): fixed here for static files and /_next assets; middleware replaces
  // them on pages with the ones of the run-time environment. HSTS when the proxy says https.
  async headers() {
    return [
      { source: '/:path((?!api/|api$).*)', headers: staticSecurityHeaders.all },
      {
        source: '/:path((?!api/|api$).*)',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https(?:\\s*,.*)?' }],
        headers: staticSecurityHeaders.https,
      },
    ];
  },
  // Product pictures (issue #16 item 4): drawn by the API at each of these widths as WebP and kept
  // there (lib/images/loader.ts); nothing goes through the image optimizer, whose cache is off with
  // isrFlushToDisk (docs/decisions.md). The sizes are PRODUCT_IMAGE_WIDTHS (lib/catalog/product-images.ts).
  images: {
    loader: 'custom',
    loaderFile: './lib/images/loader.ts',
    deviceSizes: [640, 750, 828, 1080, 1200],
    imageSizes: [64, 96, 128, 256, 384],
  },
  // PGlite ships a WASM build of Postgres: keep it out of the bundles (DESIGN §9). pdfkit (order
  // documents) is required from node_modules as it is, with fontkit and its data files.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'nodemailer', 'pdfkit'],
  // Migrations are read from disk at start, the order documents' fonts when one is drawn
  // (lib/backend/documents/document-fonts.ts): make sure the standalone output carries them.
  outputFileTracingIncludes: {
    '/api/[...path]': ['./lib/backend/db/migrations/**/*', './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf', './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'],
    '/[lang]/[partnerId]': ['./lib/backend/db/migrations/**/*'],
  },
};

export default withNextIntl(nextConfig);
