import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type Operation = { parameters?: { in?: string; name?: string }[] };

/**
 * Contracts name their headers in lower case, as Node gives them to the validator; the document
 * names them as they are written (Idempotency-Key). Header names are case-insensitive either way.
 */
function withHeaderNamesCased<T extends { paths?: Record<string, unknown> }>(document: T): T {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations as Record<string, Operation>)) {
      for (const parameter of operation?.parameters ?? []) {
        if (parameter.in === 'header' && parameter.name) {
          parameter.name = parameter.name.replace(
            /(^|-)([a-z])/g,
            (_, dash: string, c: string) => dash + c.toUpperCase(),
          );
        }
      }
    }
  }
  return document;
}

/** OpenAPI 3.1 generated from the route schemas, at /api/v1/openapi.json, docs at /api/v1/docs. */
export async function registerOpenApi(app: FastifyInstance, prefix: string) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'GolfWallet API',
        version: '1.0.0',
        description:
          'The GolfWallet API. Authenticate with `Authorization: Basic base64("<session_id>:")` after `POST /session`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { session: { type: 'http', scheme: 'basic' } },
      },
    },
    transform: jsonSchemaTransform,
    // Only the OpenAPI form is generated (the `openapi` option above).
    transformObject: (document) =>
      withHeaderNamesCased('openapiObject' in document ? document.openapiObject : document.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: `${prefix}/docs`, staticCSP: true });
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}
