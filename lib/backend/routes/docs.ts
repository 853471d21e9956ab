import type { Hono } from 'hono';
import type { ApiEnv } from '../context';
import { buildOpenApiDocument } from '../openapi';

let cached: ReturnType<typeof buildOpenApiDocument> | undefined;

/** `GET /openapi.json`: the published contract. */
export function docsRoutes(app: Hono<ApiEnv>): void {
  app.get('/openapi.json', (c) => {
    cached ??= buildOpenApiDocument();
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(cached);
  });
}
