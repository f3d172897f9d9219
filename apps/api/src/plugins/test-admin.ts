import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { runAdminCommand } from '../admin/commands';
import type { Deps } from '../deps';

/**
 * The provider's moderation commands for the end-to-end journeys (TEST_CLOCK_ROUTE=true only, like
 * the test clock): POST /api/v1/test/admin {"argv": ["block-user", email, "--reason", "…"]} runs
 * the command as `npm run admin` would against the server's own (embedded) database, which no
 * other process may open. Only block-user, unblock-user and delete-user. Hidden from the OpenAPI
 * document; never mounted in production.
 */
const zAdminCall = z.object({
  argv: z.tuple([z.enum(['block-user', 'unblock-user', 'delete-user'])]).rest(z.string().max(1000)),
});

export function registerTestAdmin(api: FastifyInstance, deps: Deps) {
  api.post('/test/admin', { schema: { hide: true } }, async (request, reply) => {
    const parsed = zAdminCall.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ code: 'VALIDATION_ERROR', message: 'argv' });
    const lines: string[] = [];
    const errors: string[] = [];
    const code = await runAdminCommand(parsed.data.argv, deps, {
      log: (line) => lines.push(line),
      error: (line) => errors.push(line),
    });
    return { code, lines, errors };
  });
}
