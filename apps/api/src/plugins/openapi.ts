import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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
  });
  await app.register(swaggerUi, { routePrefix: `${prefix}/docs`, staticCSP: true });
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
}
