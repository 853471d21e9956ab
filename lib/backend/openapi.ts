import { z } from 'zod';
import { apiPaths } from '@/lib/contract/api-paths';
import { routes, type RouteDef } from '@/lib/contract/api-routes';
import { staffRoutes } from '@/lib/contract/staff-routes';
import { zApiError } from '@/lib/contract/common';
import { imagePaths } from './openapi-images';

/**
 * The OpenAPI 3.1 document of the API, generated from the route table and its zod schemas
 * (DESIGN §8), so the published contract cannot drift from what the handlers validate.
 */
type JsonSchema = Record<string, unknown>;

/** Named schemas (`.meta({ id })`) collected while converting, published under components. */
let components: Record<string, JsonSchema> = {};

/** zod → JSON Schema, with named sub-schemas moved to `#/components/schemas`. */
function toSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const { $schema: _schema, $defs, ...rest } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const relink = (value: unknown): unknown =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as unknown;
  for (const [id, def] of Object.entries($defs ?? {})) {
    // Input and output shapes of one named schema can differ; keep them apart.
    const name = io === 'input' ? `${id}Input` : id;
    components[name] = relink(def) as JsonSchema;
  }
  const out = relink(rest) as JsonSchema;
  if (io === 'input' && typeof out.$ref === 'string') out.$ref = `${out.$ref}Input`;
  return out;
}

const errorResponses = (route: RouteDef) => ({
  ...(route.body || route.query
    ? { 400: errorResponse('Bad input: an error key and a key per field (invalid_json, json_too_deep and invalid_path for malformed requests)') }
    : route.path.includes(':')
      ? { 400: errorResponse('invalid_path: a path parameter that is not well-formed percent-encoded UTF-8') }
      : {}),
  ...(route.auth ? { 401: errorResponse('Missing, invalid or expired access token'), 403: errorResponse('Token of another partner') } : {}),
  ...(route.staff === 'read' || route.staff === 'write'
    ? { 401: errorResponse('Missing, invalid or expired staff token (a customer token is refused)'), ...(route.staff === 'write' ? { 403: errorResponse('staff_read_only: an Inspector cannot change anything') } : {}) }
    : {}),
  ...(route.partner ? { 404: errorResponse('Unknown partner code') } : {}),
  // Liveness never depends on the database; readiness describes its own 503.
  ...(route.path === apiPaths.health ? {} : { 503: route.path === apiPaths.ready ? notReadyResponse : unavailableResponse }),
});

const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } } };

const unavailableResponse = {
  description: 'The database is unavailable: error service_unavailable; try again after Retry-After',
  headers: RETRY_AFTER,
  content: { 'application/json': { schema: { type: 'object', properties: { error: { const: 'service_unavailable' } }, required: ['error'] } } },
};

const notReadyResponse = {
  description: 'Not ready: error not_ready and why (database_unreachable, data_dir_unusable, data_dir_locked, migrations_pending, database_error)',
  headers: RETRY_AFTER,
  content: {
    'application/json': {
      schema: { type: 'object', properties: { error: { const: 'not_ready' }, reason: { type: 'string' } }, required: ['error', 'reason'] },
    },
  },
};

/** A success answer that is a file: one media type, or each it may be in (a data export: JSON or HTML). */
const fileResponse = (types: readonly string[]) => ({
  description: `Success: a ${types.join(' or ')} file (Content-Disposition: attachment)`,
  content: Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});

/** A JSON answer, or (a route that `produces` more types, e.g. a statement as JSON or PDF) the JSON with the other types as files. */
function jsonOrFileResponse(schema: unknown, produces: string | readonly string[] | undefined) {
  const files = (typeof produces === 'string' ? [produces] : (produces ?? [])).filter((type) => type !== 'application/json');
  if (files.length === 0) return { description: 'Success', content: { 'application/json': { schema } } };
  return {
    description: `Success: JSON, or a ${files.join(' or ')} file (Content-Disposition: attachment)`,
    content: { 'application/json': { schema }, ...Object.fromEntries(files.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) },
  };
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: toSchema(zApiError, 'output') } },
});

export function buildOpenApiDocument(serverUrl = '/api') {
  components = {};
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, route] of Object.entries({ ...routes, ...staffRoutes }) as [string, RouteDef][]) {
    const path = route.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const pathParams = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const headerParams = route.partner
      ? [{ name: 'X-Partner-Code', in: 'header', required: true, schema: { type: 'string' }, description: 'Partner scope (SPEC §6)' }]
      : [];
    const queryParams = route.query ? queryParameters(route.query) : [];
    paths[path] ??= {};
    paths[path][route.method] = {
      operationId: name,
      summary: route.summary,
      tags: [route.tag],
      ...(route.auth === true ? { security: [{ bearer: [] }] } : route.auth === 'optional' ? { security: [{ bearer: [] }, {}] } : {}),
      ...(route.staff === 'read' || route.staff === 'write' ? { security: [{ staffBearer: [] }] } : {}),
      parameters: [...pathParams, ...headerParams, ...queryParams],
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body, 'input') } } } }
        : {}),
      responses: {
        ...Object.fromEntries(
          Object.entries(route.responses).map(([status, schema]) => [
            status,
            schema
              ? jsonOrFileResponse(toSchema(schema, 'output'), route.produces)
              : route.produces
                ? fileResponse(typeof route.produces === 'string' ? [route.produces] : route.produces)
                : { description: 'Success, no content' },
          ]),
        ),
        ...errorResponses(route),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Partner storefront commerce API', version: '1.0.0' },
    servers: [{ url: serverUrl }],
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "A customer's access token (POST /Customers/Login)" },
        staffBearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: "A staff member's token (POST /staff/login)" },
      },
    },
    paths: { ...paths, ...imagePaths },
  };
}

function queryParameters(schema: z.core.$ZodType) {
  const json = toSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}
